import type { Page } from 'playwright-core'
import { stringToHex, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SOLANA_DEVNET_CAIP_NETWORK_ID } from '../../devnet/solana/cluster.js'
import { deriveSolanaDevKeypair } from '../../devnet/solana/dev-keypairs.js'
import {
  createDevnetWalletConnectWallet,
  type DevnetWalletConnectWallet,
} from '../../devnet/wallets/walletconnect-wallet.js'
import { devAccount } from '../e2e/account-wallet.js'
import { waitForView } from '../e2e/modal-page.js'
import { OWN_DEV_ACCOUNTS, OWN_SOLANA_DEV_KEYPAIRS } from '../e2e/own-dev-accounts.js'
import { solanaClusterUrl } from '../e2e/solana-cluster.js'
import { call, hexOf, okOf } from './host-calls.js'
import { chainClient, devnetUsdc, fundWallet, receiverOf, tokenBalance } from './host-chain.js'
import { openHostPage, type HostSuite } from './host-context.js'
import { mail } from './pages/src/wagmi-actions.js'
import { openKitPage, signedBy, transfersUsdc } from './solana-kit-hosts.js'
import {
  disconnectFromAccount,
  transfersWithHook,
  wagmiShowsWithinASecond,
} from './wagmi-sync-hosts.js'

const isEvmChain = (id: string): id is `eip155:${number}` => /^eip155:\d+$/.test(id)

/** The devnet WalletConnect test wallet (driven from this process) on a dev account of its own. */
export function walletConnectWallet(): () => DevnetWalletConnectWallet {
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
      solana: {
        secretKey: (await deriveSolanaDevKeypair(OWN_SOLANA_DEV_KEYPAIRS.hostsSolanaFunder))
          .secretKey,
        rpcUrl: solanaClusterUrl(),
        caipNetworkId: SOLANA_DEVNET_CAIP_NETWORK_ID,
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
  // With no installed wallet, Connect leads with email and socials; the wallets are one step on.
  await connect.locator('.row[data-wallet="Continue with a wallet"]').click()
  const wallets = await waitForView(page, 'ConnectWallets')
  await wallets.locator('.row[data-wallet="WalletConnect"]').click()
  const view = await waitForView(page, 'ConnectingWalletConnect')
  const uri = await view.locator('[data-qr]').getAttribute('data-qr')
  if (!uri?.startsWith('wc:')) throw new Error(`No pairing URI: ${String(uri)}`)
  return uri
}

/** The hosts with the WalletConnect test wallet (eip155 and solana), over the devnet relay. */
export function describeWalletConnectHosts(suite: HostSuite): void {
  describe('the hosts with the WalletConnect test wallet', () => {
    const wallet = walletConnectWallet()

    it('wagmi connects through the modal over the devnet relay: an ERC-20 transfer and a transaction with data the wallet sends, read back on chain, and typed data that verifies', async () => {
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

    it("wagmi follows a WalletConnect session paired from Portico's ConnectButton (no wagmi connect): useConnection shows it within a second, useWriteContract transfers, and a disconnect from Account disconnects wagmi", async () => {
      const { page, errors, close } = await openHostPage(suite.browser(), suite.pageUrl('wagmi'), {
        injectedWallet: false,
      })
      try {
        await page.click('[data-portico="connect-button"]')
        await wallet().pair(await pairingUri(page))
        expect(await wagmiShowsWithinASecond(page, 1)).toBe(wallet().evmAddress)
        await fundWallet(OWN_DEV_ACCOUNTS.hostsWalletConnect, wallet().evmAddress)
        await transfersWithHook(page, receiverOf('wagmi hook walletconnect'), 200_000n)
        await disconnectFromAccount(page)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })

    it("@solana/kit: the session's solana account is getProvider('solana') as a Wallet Standard wallet; an SPL transfer built with kit is signed and sent by the wallet, and a signed message verifies with ed25519", async () => {
      const { page, errors, close } = await openKitPage(suite)
      try {
        await page.click('[data-portico="connect-button"]')
        const session = await wallet().pair(await pairingUri(page))
        await expect.poll(() => call(page, 'provider')).toBe('WalletConnect')

        await transfersUsdc(page, '300000')
        expect(await signedBy(page, 'Signed over WalletConnect through kit')).toBe(
          wallet().solanaAddress,
        )
        await wallet().disconnect(session.topic)
        await expect.poll(() => call(page, 'provider')).toBeNull()
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })
  })
}
