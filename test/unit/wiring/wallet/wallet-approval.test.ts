import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../../../../src/core/user-rejected-request-error.js'
import { createWalletApproval } from '../../../../src/wiring/wallet/wallet-approval.js'
import { routerWithModal } from '../router-with-modal.js'

function setup() {
  const { router, modal } = routerWithModal()
  const calls: string[] = []
  const callbacks = {
    onSuccess: () => calls.push(`success in ${router.store.getState().view}`),
    onError: () => calls.push(`error in ${router.store.getState().view}`),
    onCancel: () => calls.push(`cancel in ${router.store.getState().view}`),
  }
  return { router, modal, calls, callbacks, approve: createWalletApproval({ router, modal }) }
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  let reject: (error: Error) => void = () => undefined
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('wallet approval (ApproveTransaction)', () => {
  it('[NAV-14] [VIEW-21] shows ApproveTransaction over the open view; success runs onSuccess and goes back', async () => {
    const { router, modal, calls, callbacks, approve } = setup()
    modal.open('Account')
    const answer = deferred<string>()
    const pending = approve(() => answer.promise, callbacks)
    expect(router.store.getState().history).toEqual(['Account', 'ApproveTransaction'])
    answer.resolve('0xsig')
    expect(await pending).toBe('0xsig')
    expect(calls).toEqual(['success in ApproveTransaction'])
    expect(router.store.getState().view).toBe('Account')
  })

  it('[NAV-15] on error, onError runs first, then the modal goes back (closing from a lone view)', async () => {
    const { router, modal, calls, callbacks, approve } = setup()
    const pending = approve(
      () => Promise.reject(new Error('User rejected the request.')),
      callbacks,
    )
    expect(modal.store.getState().open).toBe(true)
    await expect(pending).rejects.toThrow('User rejected the request.')
    expect(calls).toEqual(['error in ApproveTransaction'])
    expect(modal.store.getState().open).toBe(false)
    expect(router.transactionStackSize()).toBe(0)
  })

  it('[NAV-16] cancelling runs onCancel, goes back, and ignores the wallet’s late answer', async () => {
    const { router, modal, calls, callbacks, approve } = setup()
    modal.open('Account')
    const answer = deferred<string>()
    const pending = approve(() => answer.promise, callbacks)
    router.popTransactionStack('cancel')
    await expect(pending).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(calls).toEqual(['cancel in ApproveTransaction'])
    expect(router.store.getState().view).toBe('Account')
    answer.resolve('0xlate')
    await Promise.resolve()
    expect(calls).toEqual(['cancel in ApproveTransaction'])
    expect(router.store.getState().view).toBe('Account')
  })

  it('[NAV-16] closing the modal while the wallet is asked cancels the request', async () => {
    const { router, modal, calls, callbacks, approve } = setup()
    const pending = approve(() => new Promise<string>(() => undefined), callbacks)
    modal.close()
    await expect(pending).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(calls).toEqual(['cancel in ApproveTransaction'])
    expect(router.transactionStackSize()).toBe(0)
    expect(modal.store.getState().open).toBe(false)
  })
})
