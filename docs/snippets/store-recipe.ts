// The instance's state arrives as plain values: a getter for now, a subscribe for every change.
import type { Portico } from 'portico'

export function followAccount(portico: Portico) {
  const show = (address: string | undefined) => {
    document.documentElement.dataset.account = address ?? ''
  }
  show(portico.getAccount().address)
  // Each subscribe returns the function that stops listening.
  const stops = [
    portico.subscribeAccount((account) => {
      show(account.address)
    }),
    portico.subscribeModal(({ open, view }) => {
      document.documentElement.dataset.modal = open ? view : ''
    }),
    portico.subscribeSiwxSession(({ signedIn }) => {
      document.documentElement.dataset.signedIn = String(signedIn)
    }),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
