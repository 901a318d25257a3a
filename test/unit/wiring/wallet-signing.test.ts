import { describe, expect, it } from 'vitest'
import { UserRejectedError } from '../../../src/controllers/send.js'
import { walletSigning } from '../../../src/wiring/wallet-signing.js'
import { routerWithModal } from './router-with-modal.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup(signMessage: (message: string, address: string) => Promise<string>) {
  const { router, modal } = routerWithModal()
  const signing = walletSigning({
    router,
    modal,
    walletActions: { signMessage },
    active: { address: () => ADDRESS },
  })
  return { router, modal, ...signing }
}

describe('wallet signing', () => {
  it('signs with the active address behind ApproveTransaction, then goes back', async () => {
    const signed: string[] = []
    const { router, modal, signMessage } = setup((message, address) => {
      signed.push(`${message} by ${address}`)
      expect(router.store.getState().view).toBe('ApproveTransaction')
      return Promise.resolve('0x5167')
    })
    modal.open('Account')
    expect(await signMessage('hello')).toBe('0x5167')
    expect(signed).toEqual([`hello by ${ADDRESS}`])
    expect(router.store.getState().view).toBe('Account')
  })

  it('[ERR-16] a refusal by the user (5000, 5002, or 4001 saying so) becomes a UserRejectedError', async () => {
    for (const [code, text] of [
      [5000, 'denied'],
      [5002, 'denied'],
      [4001, 'User rejected the request.'],
    ] as const) {
      const { modal, signMessage } = setup(() =>
        Promise.reject(Object.assign(new Error(text), { code })),
      )
      modal.open('Account')
      await expect(signMessage('hello')).rejects.toBeInstanceOf(UserRejectedError)
    }
  })

  it('passes any other failure on as it is', async () => {
    const failure = new Error('the wallet is locked')
    const { modal, signMessage } = setup(() => Promise.reject(failure))
    modal.open('Account')
    await expect(signMessage('hello')).rejects.toBe(failure)
  })
})
