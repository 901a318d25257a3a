import { describe, expect, it, vi } from 'vitest'
import { UserRejectedRequestError } from '../../../../src/core/user-rejected-request-error.js'
import { isUserRejectedError } from '../../../../src/utils/user-rejection.js'
import { walletSigning } from '../../../../src/wiring/wallet/wallet-signing.js'
import { routerWithModal } from '../router-with-modal.js'

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

  it('[ERR-16] a refusal by the user (5000, 5002, or 4001 saying so) becomes a UserRejectedRequestError (4001), the wallet’s error its cause', async () => {
    for (const [code, text] of [
      [5000, 'denied'],
      [5002, 'denied'],
      [4001, 'User rejected the request.'],
    ] as const) {
      const refusal = Object.assign(new Error(text), { code })
      const { modal, signMessage } = setup(() => Promise.reject(refusal))
      modal.open('Account')
      const error = await signMessage('hello').catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(error).toMatchObject({ code: 4001, cause: refusal, details: text })
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
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request' })
    expect(isUserRejectedError(error)).toBe(true)
  })

  it('a cancel with a wallet that cannot abort is the same refusal (4001)', async () => {
    const { router, modal, signMessage } = setup(() => new Promise<string>(() => undefined))
    modal.open('Account')
    const pending = signMessage('hello').catch((error: unknown) => error)
    await vi.waitFor(() => {
      expect(router.store.getState().view).toBe('ApproveTransaction')
    })
    router.popTransactionStack('cancel')
    const error = await pending
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request' })
  })

  it('passes any other failure on as it is', async () => {
    const failure = new Error('the wallet is locked')
    const { modal, signMessage } = setup(() => Promise.reject(failure))
    modal.open('Account')
    await expect(signMessage('hello')).rejects.toBe(failure)
  })
})
