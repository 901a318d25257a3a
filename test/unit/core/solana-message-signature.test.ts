import {
  generateKeyPair,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  signBytes,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { verifySolanaMessageSignature } from '../../../src/core/solana-message-signature.js'

const MESSAGE = [
  '127.0.0.1:5173 wants you to sign in with your Solana account:',
  'placeholder',
  '',
  'URI: http://127.0.0.1:5173/',
  'Version: 1',
  'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'Nonce: k3Tq9ZpX2mWv8LcR',
  'Issued At: 2024-05-14T09:21:36.000Z',
].join('\n')

/** A real ed25519 keypair signing the message as a Solana wallet's signMessage does. */
async function signedBy() {
  const keys = await generateKeyPair()
  const address = await getAddressFromPublicKey(keys.publicKey)
  const message = MESSAGE.replace('placeholder', address)
  const bytes = await signBytes(keys.privateKey, new TextEncoder().encode(message))
  return { address, message, signature: getBase58Decoder().decode(bytes) }
}

describe('Solana message signature (ed25519)', () => {
  it('verifies a real keypair’s signature of a CAIP-122 message', async () => {
    expect(await verifySolanaMessageSignature(await signedBy())).toBe(true)
  })

  it('refuses the signature for another address, another text or altered bytes', async () => {
    const signed = await signedBy()
    const other = await signedBy()
    expect(await verifySolanaMessageSignature({ ...signed, address: other.address })).toBe(false)
    expect(await verifySolanaMessageSignature({ ...signed, message: `${signed.message} ` })).toBe(
      false,
    )
    const bytes = Uint8Array.from(getBase58Encoder().encode(signed.signature))
    bytes[0] = (bytes[0] ?? 0) ^ 1
    const flipped = getBase58Decoder().decode(bytes)
    expect(await verifySolanaMessageSignature({ ...signed, signature: flipped })).toBe(false)
  })

  it('answers false, never throws, on malformed input', async () => {
    const signed = await signedBy()
    for (const bad of [
      { ...signed, address: 'not-an-address' },
      { ...signed, signature: '0OIl' },
      { ...signed, signature: getBase58Decoder().decode(new Uint8Array(32)) },
    ]) {
      expect(await verifySolanaMessageSignature(bad)).toBe(false)
    }
  })
})
