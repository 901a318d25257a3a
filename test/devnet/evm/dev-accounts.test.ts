import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { deriveDevAccounts, DEV_ACCOUNT_COUNT } from '../../../devnet/evm/dev-accounts.js'

describe('deriveDevAccounts', () => {
  it("derives Hardhat's well-known dev accounts, each key matching its address", () => {
    const accounts = deriveDevAccounts()
    expect(accounts).toHaveLength(DEV_ACCOUNT_COUNT)
    expect(accounts[0]?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(accounts[19]?.address).toBe('0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199')
    for (const account of accounts) {
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
    }
  })
})
