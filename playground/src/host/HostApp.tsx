import { useEffect, type ReactNode } from 'react'
import type { Portico } from '../../../src/create-portico.js'
import { PorticoProvider } from '../../../src/react/PorticoProvider.js'
import { PorticoModal } from '../../../src/ui/PorticoModal.js'
import type { Theme } from '../app/use-theme.js'
import { ControllerStates } from './ControllerStates.js'

interface HostAppProps {
  portico: Portico
  theme: Theme
  /** The page, which may use Portico's hooks and buttons. */
  children: ReactNode
}

/** The playground as a host app: the page inside Portico's provider, the modal, the live state. */
export function HostApp({ portico, theme, children }: HostAppProps) {
  useEffect(() => {
    portico.theme.setThemeMode(theme)
  }, [portico, theme])
  return (
    <PorticoProvider portico={portico}>
      {children}
      <PorticoModal />
      <ControllerStates />
    </PorticoProvider>
  )
}
