import { getBase58Decoder } from '@solana/kit'
import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { messageToSign } from '../../../playground/src/wallet-page/describe-request.js'
import { parseWalletConfig } from '../../../playground/src/wallet-page/wallet-config.js'

const valid = {
  relayUrl: 'ws://127.0.0.1:4400',
  evm: {
    privateKey: `0x${'11'.repeat(32)}`,
    chains: [{ caipNetworkId: 'eip155:1', rpcUrl: 'http://127.0.0.1:8545' }],
  },
  solana: {
    secretKey: Array.from({ length: 64 }, (_, index) => index),
    rpcUrl: 'http://127.0.0.1:8899',
    caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  },
}

describe('the WalletConnect wallet page’s config', () => {
  it('takes the playground’s reply, the Solana key as bytes', () => {
    const parsed = parseWalletConfig(valid)
    expect(parsed.relayUrl).toBe(valid.relayUrl)
    expect(parsed.evm.chains).toEqual(valid.evm.chains)
    expect(parsed.solana?.secretKey).toEqual(Uint8Array.from(valid.solana.secretKey))
  })

  it('refuses a reply missing or misshaping a field, naming it', () => {
    expect(() => parseWalletConfig({ ...valid, relayUrl: 'http://x' })).toThrow(
      'Invalid wallet config: relayUrl must be a ws:// URL',
    )
    expect(() =>
      parseWalletConfig({ ...valid, evm: { ...valid.evm, privateKey: '0x12' } }),
    ).toThrow('Invalid wallet config: evm.privateKey')
    expect(() => parseWalletConfig({ ...valid, evm: { ...valid.evm, chains: [] } })).toThrow(
      'Invalid wallet config: no EVM chains',
    )
    expect(() =>
      parseWalletConfig({ ...valid, solana: { ...valid.solana, secretKey: [1, 2, 3] } }),
    ).toThrow('Invalid wallet config: the Solana secret key must be 64 bytes')
    expect(() => parseWalletConfig(null)).toThrow('Invalid wallet config')
  })
})

describe('the text a request asks to sign', () => {
  const request = { id: 1, topic: 't', chainId: 'eip155:1' }
  it('reads personal_sign’s hex and solana_signMessage’s base58 as text', () => {
    expect(
      messageToSign({
        ...request,
        method: 'personal_sign',
        params: [stringToHex('Hi there'), '0x1'],
      }),
    ).toBe('Hi there')
    const base58 = getBase58Decoder().decode(new TextEncoder().encode('Sign in'))
    expect(
      messageToSign({ ...request, method: 'solana_signMessage', params: { message: base58 } }),
    ).toBe('Sign in')
  })

  it('has none for other requests or malformed ones', () => {
    expect(
      messageToSign({ ...request, method: 'eth_sendTransaction', params: [{}] }),
    ).toBeUndefined()
    expect(messageToSign({ ...request, method: 'personal_sign', params: [42] })).toBeUndefined()
    expect(
      messageToSign({ ...request, method: 'solana_signMessage', params: { message: '0OIl' } }),
    ).toBeUndefined()
  })
})
