// The embedded wallet's account pages, opened from the app's own buttons (Account has them too).
import type { Portico } from 'portico'

export function wireAccountSecurity(portico: Portico) {
  document.querySelector('#passkeys')?.addEventListener('click', () => {
    portico.open('Passkeys')
  })
  document.querySelector('#export-keys')?.addEventListener('click', () => {
    portico.open('ExportKeys')
  })
  document.querySelector('#sessions')?.addEventListener('click', () => {
    portico.open('Sessions')
  })
}
