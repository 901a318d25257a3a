import { describe, expect, it } from 'vitest'
import type { View } from '../../../../src/core/constants.js'
import { accountAfterHeldRestore } from '../../../../src/wiring/session/account-after-held-restore.js'

function run(state: { isOpen: boolean; view: View; isConnected: boolean }): View[] {
  const shown: View[] = []
  accountAfterHeldRestore(
    { store: { getState: () => ({ open: state.isOpen }) } },
    {
      store: { getState: () => ({ view: state.view }) },
      replace: (view) => shown.push(view),
    },
    () => state.isConnected,
  )()
  return shown
}

describe('accountAfterHeldRestore', () => {
  it('puts Account in place of the Connect the visitor opened while the login was restored', () => {
    expect(run({ isOpen: true, view: 'Connect', isConnected: true })).toEqual(['Account'])
  })

  it('leaves the modal alone when closed, elsewhere than Connect, or when the restore failed', () => {
    expect(run({ isOpen: false, view: 'Connect', isConnected: true })).toEqual([])
    expect(run({ isOpen: true, view: 'EmailLogin', isConnected: true })).toEqual([])
    expect(run({ isOpen: true, view: 'Connect', isConnected: false })).toEqual([])
  })
})
