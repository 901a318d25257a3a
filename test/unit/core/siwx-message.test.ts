import { describe, expect, it } from 'vitest'
import { createPublicClient, custom } from 'viem'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { validators } from '../../../generated/frame-messages/validators.js'
import { deriveDevAccounts } from '../../../devnet/evm/dev-accounts.js'
import {
  createSiwxMessage,
  createSiwxMessageData,
  createSiwxNonce,
  serializeSiwxMessage,
  siwxMessageData,
  type SiwxMessageData,
} from '../../../src/core/siwx-message.js'

const [devAccount, otherDevAccount] = deriveDevAccounts(2)
if (!devAccount || !otherDevAccount) throw new Error('no dev accounts')
const account = privateKeyToAccount(devAccount.privateKey)
const ISSUED_AT_MS = Date.parse('2024-05-14T09:21:36.000Z')
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

/** Verification of an EOA signature needs no chain: every call the client would make fails. */
const offlineClient = createPublicClient({
  transport: custom(
    { request: () => Promise.reject(new Error('no chain in unit tests')) },
    { retryCount: 0 },
  ),
})

const evmData = (): SiwxMessageData =>
  createSiwxMessageData(
    {
      accountAddress: account.address,
      chainId: 'eip155:8453',
      domain: 'app.example.org',
      uri: 'https://app.example.org/login',
      statement: 'Sign in to Example.',
      resources: ['https://app.example.org/terms'],
      requestId: 'request-7',
      notBefore: '2024-05-14T09:21:36.000Z',
      expirationTime: '2024-05-15T09:21:36.000Z',
    },
    ISSUED_AT_MS,
    'k3Tq9ZpX2mWv8LcR',
  )

describe('SIWX message (ENT-24)', () => {
  it('[ENT-24] has every CAIP-122 field plus its serialized text', async () => {
    const message = await createSiwxMessage(evmData())
    expect(Object.keys(message).sort()).toEqual(
      [
        'accountAddress',
        'chainId',
        'domain',
        'uri',
        'version',
        'nonce',
        'notBefore',
        'statement',
        'resources',
        'requestId',
        'issuedAt',
        'expirationTime',
        'serialized',
      ].sort(),
    )
    expect(message).toMatchObject({ version: '1', issuedAt: '2024-05-14T09:21:36.000Z' })
    expect(message.serialized).toBe(await serializeSiwxMessage(evmData()))
  })

  it('[ENT-24] on eip155 the text is EIP-4361 that a SIWE parser reads back field by field', async () => {
    const { serialized } = await createSiwxMessage(evmData())
    expect(parseSiweMessage(serialized)).toEqual({
      domain: 'app.example.org',
      address: account.address,
      statement: 'Sign in to Example.',
      uri: 'https://app.example.org/login',
      version: '1',
      chainId: 8453,
      nonce: 'k3Tq9ZpX2mWv8LcR',
      issuedAt: new Date(ISSUED_AT_MS),
      expirationTime: new Date('2024-05-15T09:21:36.000Z'),
      notBefore: new Date('2024-05-14T09:21:36.000Z'),
      requestId: 'request-7',
      resources: ['https://app.example.org/terms'],
    })
  })

  it('[ENT-24] a real signature of the text passes SIWE verification, and only for its signer', async () => {
    const { serialized } = await createSiwxMessage(evmData())
    const signature = await account.signMessage({ message: serialized })
    const check = (address: `0x${string}`) =>
      verifySiweMessage(offlineClient, {
        message: serialized,
        signature,
        address,
        domain: 'app.example.org',
        nonce: 'k3Tq9ZpX2mWv8LcR',
        time: new Date('2024-05-14T12:00:00.000Z'),
      })
    expect(await check(account.address)).toBe(true)
    expect(await check(otherDevAccount.address)).toBe(false)
  })

  it('a SIWE verifier refuses the message once it has expired', async () => {
    const { serialized } = await createSiwxMessage(evmData())
    const signature = await account.signMessage({ message: serialized })
    const verified = await verifySiweMessage(offlineClient, {
      message: serialized,
      signature,
      time: new Date('2024-05-16T00:00:00.000Z'),
    })
    expect(verified).toBe(false)
  })

  it('checksums a lowercase EVM address in the text', async () => {
    const data = { ...evmData(), accountAddress: account.address.toLowerCase() }
    expect(await serializeSiwxMessage(data)).toContain(`\n${account.address}\n`)
  })

  it('refuses what SIWE refuses: another version, a short nonce, a missing issuedAt', async () => {
    await expect(serializeSiwxMessage({ ...evmData(), version: '2' })).rejects.toThrow('version 1')
    await expect(serializeSiwxMessage({ ...evmData(), nonce: 'short' })).rejects.toThrow(/nonce/i)
    await expect(serializeSiwxMessage({ ...evmData(), issuedAt: undefined })).rejects.toThrow(
      'issuedAt',
    )
  })

  it('on other chains writes the CAIP-122 text with the chain name and reference', async () => {
    const data = createSiwxMessageData(
      {
        accountAddress: SOLANA_ADDRESS,
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        domain: 'app.example.org',
        uri: 'https://app.example.org',
        statement: 'Sign in to Example.',
      },
      ISSUED_AT_MS,
      'k3Tq9ZpX2mWv8LcR',
    )
    expect(await serializeSiwxMessage(data)).toBe(
      [
        'app.example.org wants you to sign in with your Solana account:',
        SOLANA_ADDRESS,
        '',
        'Sign in to Example.',
        '',
        'URI: https://app.example.org',
        'Version: 1',
        'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: k3Tq9ZpX2mWv8LcR',
        'Issued At: 2024-05-14T09:21:36.000Z',
      ].join('\n'),
    )
  })

  it('keeps only the schema fields, without undefined values, so the stored session validates', async () => {
    const data = createSiwxMessageData(
      {
        accountAddress: account.address,
        chainId: 'eip155:1',
        domain: 'app.example.org',
        uri: 'https://app.example.org',
        statement: undefined,
        expirationTime: undefined,
      },
      ISSUED_AT_MS,
    )
    expect(Object.keys(data).sort()).toEqual(
      ['accountAddress', 'chainId', 'domain', 'issuedAt', 'nonce', 'uri', 'version'].sort(),
    )
    const message = await createSiwxMessage(data)
    expect(validators.SiwxMessage.check(siwxMessageData(message))).toBe(true)
    expect(validators.SiwxMessage.check(message)).toBe(false)
  })

  it('makes 16-character alphanumeric nonces from the CSPRNG, each new', () => {
    const nonces = Array.from({ length: 50 }, () => createSiwxNonce())
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(new Set(nonces).size).toBe(nonces.length)
  })
})
