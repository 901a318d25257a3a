import { describe, expect, it } from 'vitest'
import { explorerTransactionUrl } from '../../../src/utils/explorer-url.js'

const HASH = `0x${'ab'.repeat(32)}`

describe('explorerTransactionUrl', () => {
  it("links a transaction to the network's explorer, with or without a trailing slash", () => {
    const explorer = (url: string) => ({ blockExplorers: { default: { name: 'Scan', url } } })
    expect(explorerTransactionUrl(explorer('https://scan.example'), HASH)).toBe(
      `https://scan.example/tx/${HASH}`,
    )
    expect(explorerTransactionUrl(explorer('https://scan.example/'), HASH)).toBe(
      `https://scan.example/tx/${HASH}`,
    )
  })

  it('has no link for a network without an explorer', () => {
    expect(explorerTransactionUrl({}, HASH)).toBeUndefined()
    expect(explorerTransactionUrl(undefined, HASH)).toBeUndefined()
  })
})
