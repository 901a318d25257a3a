import { describe, expect, it, vi } from 'vitest'
import { isUserRejectedError, UserRejectedError } from '../../../src/utils/user-rejection.js'
import { APPROVAL_CANCELLED } from '../../../src/wiring/wallet-approval.js'
import { walletSigning } from '../../../src/wiring/wallet-signing.js'
import { routerWithModal } from './router-with-modal.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup(
  signMessage: (message: string, address: string) => Promise<string>,
  abortRequests?: () => void,
) {
  const { router, modal } = routerWithModal()
  const signing = walletSigning({
    router,
    modal,
    wallet: {
      signMessage,
      abortRequests: () => {
        abortRequests?.()
        return abortRequests !== undefined
      },
    },
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

  it('[NAV-16] a cancel aborts the request in a wallet that can abort, whose caller gets 4001 User rejected the request', async () => {
    const aborted: string[] = []
    const { router, modal, signMessage } = setup(
      () => new Promise<string>(() => undefined),
      () => aborted.push('aborted'),
    )
    modal.open('Account')
    const pending = signMessage('hello').catch((error: unknown) => error)
    await vi.waitFor(() => {
      expect(router.store.getState().view).toBe('ApproveTransaction')
    })
    router.popTransactionStack('cancel')
    const error = await pending
    expect(aborted).toEqual(['aborted'])
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request' })
    expect(isUserRejectedError(error)).toBe(true)
  })

  it('a cancel with a wallet that cannot abort rejects with the cancellation as before', async () => {
    const { router, modal, signMessage } = setup(() => new Promise<string>(() => undefined))
    modal.open('Account')
    const pending = signMessage('hello').catch((error: unknown) => error)
    await vi.waitFor(() => {
      expect(router.store.getState().view).toBe('ApproveTransaction')
    })
    router.popTransactionStack('cancel')
    const error = await pending
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ message: APPROVAL_CANCELLED })
    expect(isUserRejectedError(error)).toBe(false)
  })

  it('passes any other failure on as it is', async () => {
    const failure = new Error('the wallet is locked')
    const { modal, signMessage } = setup(() => Promise.reject(failure))
    modal.open('Account')
    await expect(signMessage('hello')).rejects.toBe(failure)
  })
})
