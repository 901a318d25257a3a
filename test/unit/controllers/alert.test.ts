import { describe, expect, it } from 'vitest'
import { codedError } from '../../../src/core/errors.js'
import { createAlert } from '../../../src/controllers/alert.js'

describe('alert', () => {
  it('[UI-05] shows a message in the info variant', () => {
    const alert = createAlert()
    alert.open('Heads up', 'info')
    expect(alert.store.getState()).toEqual({
      open: true,
      message: 'Heads up',
      variant: 'info',
      code: undefined,
    })
  })

  it('[UI-05] shows a coded warning by its display message and code', () => {
    const alert = createAlert()
    alert.open(codedError('INACTIVE_NAMESPACE_NOT_CONNECTED'), 'warning')
    expect(alert.store.getState()).toEqual({
      open: true,
      message: 'Inactive Namespace Not Connected',
      variant: 'warning',
      code: 'APKTW001',
    })
  })

  it('shows the display message, not the description, of a coded error', () => {
    const alert = createAlert()
    alert.open(codedError('INVALID_APP_CONFIGURATION'), 'warning')
    expect(alert.store.getState().message).toBe('Invalid App Configuration')
  })

  it('closes', () => {
    const alert = createAlert()
    alert.open('Heads up', 'info')
    alert.close()
    expect(alert.store.getState().open).toBe(false)
  })
})
