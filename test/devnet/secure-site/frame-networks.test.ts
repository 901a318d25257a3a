import { describe, expect, it } from 'vitest'
import { SOLANA_NETWORKS } from '../../../src/core/constants.js'
import {
  isSecureFrameNetwork,
  SECURE_FRAME_NETWORKS,
} from '../../../devnet/secure-site/frame-networks.js'

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

describe('the networks the secure frame knows', () => {
  it('[CONST-66] the secure iframe knows many eip155 chains plus three Solana networks', () => {
    const namespaces = SECURE_FRAME_NETWORKS.map((id) => id.split(':')[0])
    expect(new Set(namespaces)).toEqual(new Set(['eip155', 'solana']))
    const eip155 = SECURE_FRAME_NETWORKS.filter((id) => id.startsWith('eip155:'))
    const solana = SECURE_FRAME_NETWORKS.filter((id) => id.startsWith('solana:'))
    // "Many": every mainnet the toolkit's defaults name, with test networks besides.
    expect(eip155.length).toBeGreaterThanOrEqual(20)
    expect(eip155).toEqual(
      expect.arrayContaining(['eip155:1', 'eip155:11155111', 'eip155:8453', 'eip155:84532']),
    )
    expect(solana).toEqual([
      SOLANA_NETWORKS.mainnet,
      SOLANA_NETWORKS.testnet,
      SOLANA_NETWORKS.devnet,
    ])
    expect(new Set(SECURE_FRAME_NETWORKS).size).toBe(SECURE_FRAME_NETWORKS.length)
    for (const id of SECURE_FRAME_NETWORKS) expect(id).toMatch(CAIP2)
  })

  it('[CONST-66] tells a network the frame knows from one it does not', () => {
    expect(isSecureFrameNetwork('eip155:137')).toBe(true)
    expect(isSecureFrameNetwork(SOLANA_NETWORKS.devnet)).toBe(true)
    expect(isSecureFrameNetwork('eip155:31337')).toBe(false)
    expect(isSecureFrameNetwork('solana:devnet')).toBe(false)
    expect(isSecureFrameNetwork('bip122:000000000019d6689c085ae165831e93')).toBe(false)
  })
})
