import { useContext } from 'react'
import { PorticoContext } from '../../../src/react/portico-context.js'
import { usePorticoNetwork } from '../../../src/react/use-portico-network.js'
import { usePorticoProvider } from '../../../src/react/use-portico-provider.js'
import { Eip155Calls } from './Eip155Calls.js'
import { SolanaCalls } from './SolanaCalls.js'

/** The provider of the active namespace and the calls a host app makes with it. */
function ActiveProvider() {
  const { network } = usePorticoNetwork()
  const eip155 = usePorticoProvider('eip155')
  const solana = usePorticoProvider('solana')
  const namespace = network?.chainNamespace
  if (namespace === 'solana') {
    return solana ? (
      <>
        <p data-provider="solana">
          <code>portico.getProvider('solana')</code> is the Wallet Standard wallet{' '}
          <strong>{solana.name}</strong>; <code>portico.getSolanaSigner()</code> gives @solana/kit
          signers for its account.
        </p>
        <SolanaCalls />
      </>
    ) : (
      <p className="muted">No Solana wallet is connected: connect one with the button above.</p>
    )
  }
  return eip155 ? (
    <>
      <p data-provider="eip155">
        <code>portico.getProvider('eip155')</code> is the connected wallet's EIP-1193 provider, as
        viem, ethers and wagmi take it.
      </p>
      <Eip155Calls provider={eip155} />
    </>
  ) : (
    <p className="muted">No EVM wallet is connected: connect one with the button above.</p>
  )
}

/**
 * "Your dapp": what a host app does with the visitor's connection. Every button is a request the
 * app makes itself through the provider Portico hands it; refusals come back as the wallet's
 * EIP-1193 error (4001).
 */
export function DappView() {
  const portico = useContext(PorticoContext)
  return (
    <section className="panel dapp" aria-labelledby="dapp-title">
      <div className="panel-header">
        <h2 id="dapp-title">Your dapp</h2>
        <p className="muted">
          The connection as your app uses it: the provider of the active network's namespace, and
          the requests you make through it.
        </p>
      </div>
      {portico ? <ActiveProvider /> : <p className="muted">Starting Portico…</p>}
    </section>
  )
}
