import type { Page } from 'playwright-core'
import { stringToHex, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  createDevnetWalletConnectWallet,
  type DevnetWalletConnectWallet,
} from '../../devnet/wallets/walletconnect-wallet.js'
import { devAccount } from '../e2e/account-wallet.js'
import { waitForView } from '../e2e/modal-page.js'
import { OWN_DEV_ACCOUNTS } from '../e2e/own-dev-accounts.js'
import { call, hexOf, okOf } from './host-calls.js'
import { chainClient, devnetUsdc, fundWallet, receiverOf, tokenBalance } from './host-chain.js'
import { openHostPage, type HostSuite } from './host-context.js'
import { mail } from './pages/src/wagmi-actions.js'

const isEvmChain = (id: string): id is `eip155:${number}` => /^eip155:\d+$/.test(id)

/** The devnet WalletConnect test wallet (driven from this process) on a dev account of its own. */
function walletConnectWallet(): () => DevnetWalletConnectWallet {
  let wallet: DevnetWalletConnectWallet | undefined
  beforeAll(async () => {
    const endpoints = inject('endpoints')
    wallet = await createDevnetWalletConnectWallet({
      relayUrl: endpoints.relay,
      evm: {
        privateKey: devAccount(OWN_DEV_ACCOUNTS.hostsWalletConnect).privateKey,
        chains: Object.entries(endpoints.chains).flatMap(([id, rpcUrl]) =>
          isEvmChain(id) ? [{ caipNetworkId: id, rpcUrl }] : [],
        ),
      },
    })
  })
  afterAll(() => wallet?.close())
  return () => {
    if (!wallet) throw new Error('The WalletConnect test wallet is not running')
    return wallet
  }
}

/** Picks WalletConnect on the open Connect view and reads the pairing URI its QR code holds. */
async function pairingUri(page: Page): Promise<string> {
  const connect = await waitForView(page, 'Connect')
  await connect.locator('.row[data-wallet="WalletConnect"]').click()
  const view = await waitForView(page, 'ConnectingWalletConnect')
  const uri = await view.locator('[data-qr]').getAttribute('data-qr')
  if (!uri?.startsWith('wc:')) throw new Error(`No pairing URI: ${String(uri)}`)
  return uri
}

/** The wagmi host with the WalletConnect test wallet: wagmi's actions over the relay. */
export function describeWalletConnectHosts(suite: HostSuite): void {
  describe('the wagmi host with the WalletConnect test wallet', () => {
    const wallet = walletConnectWallet()

    it('connects through the modal over the devnet relay: an ERC-20 transfer and a transaction with data the wallet sends, read back on chain, and typed data that verifies', async () => {
      const { page, errors, close } = await openHostPage(suite.browser(), suite.pageUrl('wagmi'), {
        injectedWallet: false,
      })
      const address = wallet().evmAddress
      const receiver = receiverOf('wagmi walletconnect')
      try {
        const connecting = call(page, 'connect')
        const session = await wallet().pair(await pairingUri(page))
        expect(okOf(await connecting)).toEqual({ accounts: [address], chainId: 1 })
        await fundWallet(OWN_DEV_ACCOUNTS.hostsWalletConnect, address)

        const before = await tokenBalance(receiver)
        expect(okOf(await call(page, 'transfer', devnetUsdc(), receiver, '700000'))).toBe('success')
        expect((await tokenBalance(receiver)) - before).toBe(700_000n)

        const signature = hexOf(okOf(await call(page, 'signMail')))
        expect(await verifyTypedData({ address, signature, ...mail })).toBe(true)

        const data = stringToHex('a note sent over WalletConnect')
        const hash = hexOf(okOf(await call(page, 'sendWithData', receiver, data)), 'hash')
        const sent = await chainClient().getTransaction({ hash })
        expect(sent.input).toBe(data)
        expect(sent.from.toLowerCase()).toBe(address.toLowerCase())

        await wallet().disconnect(session.topic)
        await expect.poll(() => call(page, 'account')).toMatchObject({ status: 'disconnected' })
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })
  })
}
