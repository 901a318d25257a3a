import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createPortico } from '../../../src/instance/create-instance.js'
import { internalsOf } from '../../../src/instance/internal-handle.js'
import {
  ConnectButton,
  ConnectButtonCustom,
  NetworkButton,
  NetworkButtonCustom,
  PorticoProvider,
  type ConnectButtonState,
  type NetworkButtonState,
} from '../../../src/react/index.js'
import { usePortico } from '../../../src/react/use-portico.js'
import type { Portico } from '../../../src/instance/public-portico.js'
import { offlineOptions } from '../offline-options.js'

const CONNECTED = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The account connected, its native balance read into the balances store. */
function connectWithBalance(portico: Portico, numeric: string): void {
  const { account, balances } = internalsOf(portico)
  account.setCaipAddress(CONNECTED)
  account.patchAccount('eip155', { status: 'connected' })
  balances.store.setState((draft) => {
    draft.accounts[CONNECTED] = {
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: 'eip155:1',
          value: 0,
          price: 0,
          quantity: { decimals: '18', numeric },
          iconUrl: '',
        },
      ],
      loading: false,
      lastRetry: undefined,
      unreadable: 0,
      settled: true,
    }
  })
}

describe('the React binding in Node', () => {
  it('imports and renders the provider with a connect button with no window', async () => {
    expect('window' in globalThis).toBe(false)
    const portico = createPortico(offlineOptions)
    const html = renderToString(
      createElement(
        PorticoProvider,
        { portico },
        createElement(ConnectButton),
        createElement(NetworkButton),
      ),
    )
    expect(html).toContain('data-portico="connect-button"')
    expect(html).toContain('>Connect</button>')
    expect(html).toContain('Ethereum (devnet)')
    await portico.destroy()
  })

  it('shows the short address and the balance of a connected account', async () => {
    const portico = createPortico(offlineOptions)
    connectWithBalance(portico, '10001.28312')
    const html = renderToString(
      createElement(PorticoProvider, { portico }, createElement(ConnectButton)),
    )
    expect(html).toContain('0xf39F…2266')
    expect(html).toContain('10001.283 ETH')
    await portico.destroy()
  })

  it('hands the buttons’ whole state to the render-prop forms, which draw the app’s markup', async () => {
    const portico = createPortico(offlineOptions)
    connectWithBalance(portico, '2.5')
    const html = renderToString(
      createElement(
        PorticoProvider,
        { portico },
        createElement(ConnectButtonCustom, {
          children: (state: ConnectButtonState) =>
            createElement(
              'a',
              { 'data-status': state.status, 'data-connected': String(state.isConnected) },
              `${state.label} / ${state.displayBalance ?? ''} / ${state.address ?? ''}`,
            ),
        }),
        createElement(NetworkButtonCustom, {
          children: (state: NetworkButtonState) =>
            createElement('a', { 'data-network': state.network?.caipNetworkId }, state.label),
        }),
      ),
    )
    expect(html).toContain('data-status="connected" data-connected="true"')
    expect(html).toContain('0xf39F…2266 / 2.5 ETH / 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(html).toContain('<a data-network="eip155:1">Ethereum (devnet)</a>')
    expect(html).not.toContain('<button')
    await portico.destroy()
  })

  it('a hook outside the provider says what is missing', () => {
    const Probe = () => {
      usePortico()
      return null
    }
    expect(() => renderToString(createElement(Probe))).toThrow(
      'usePortico must be used inside a <PorticoProvider>',
    )
  })
})
