import { getAddress, isAddress } from 'viem'
import { parameterValidators } from '../../../generated/blockchain-api/validators.js'
import type { ActivityScanner } from '../account/activity-scanner.js'
import { historyPage } from '../account/history-page.js'
import { readHeldAssets, tokenBalanceOf } from '../account/held-assets.js'
import type { ScannedTransaction } from '../account/scanned-transaction.js'
import { readSolanaBalances, type SolanaNode } from '../account/solana-balance.js'
import { readSolanaTokenBalances } from '../account/solana-token-balances.js'
import { concerns, transactionView } from '../account/transaction-view.js'
import type { IconUrls } from '../icons.js'
import type { NamesRegistry } from '../names/names-registry.js'
import type { PriceBook } from '../price-book.js'
import { RequestRefused } from '../request-refused.js'
import type { ServedChain, ServedChains } from '../served-chains.js'
import { narrow, type HandlerTable } from '../typed-handlers.js'

export interface AccountDeps {
  chains: ServedChains
  scannerOf: (chain: ServedChain) => ActivityScanner
  names: NamesRegistry
  icons: IconUrls
  prices: PriceBook
  solana?: SolanaNode
}

// A Solana address: 32 bytes in base58.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

interface HistoryEntry {
  chain: ServedChain
  transaction: ScannedTransaction
}

const newestFirst = (a: HistoryEntry, b: HistoryEntry): number =>
  b.transaction.timestamp - a.transaction.timestamp ||
  Number(b.transaction.blockNumber - a.transaction.blockNumber) ||
  b.transaction.index - a.transaction.index

/** The EVM chains a request reads: the one named, or all of them when none is. */
const chainsFor = (chains: ServedChains, chainId: string | undefined): ServedChain[] => {
  if (chainId === undefined) return chains.all
  const chain = chains.find(chainId)
  return chain ? [chain] : []
}

export function createAccountHandlers(deps: AccountDeps) {
  const { chains, names, icons, prices, solana } = deps

  return {
    getIdentity: (request) => {
      const { address } = narrow(parameterValidators['getIdentity.path'], request.path)
      const [entry] = names.ownedBy(address)
      const avatar = entry?.attributes?.avatar
      return {
        status: 200,
        body: { name: entry?.name ?? null, avatar: typeof avatar === 'string' ? avatar : null },
      }
    },

    getBalance: async (request) => {
      const { address } = narrow(parameterValidators['getBalance.path'], request.path)
      const { chainId } = narrow(parameterValidators['getBalance.query'], request.query)
      const solanaAsked = chainId === undefined || chainId === solana?.caipNetworkId
      if (!isAddress(address, { strict: false })) {
        // The service refuses an address that is neither EVM nor Solana, as it does every
        // address it cannot read.
        if (!SOLANA_ADDRESS.test(address))
          throw new RequestRefused('The address provided is invalid', 400, undefined, 'address')
        const balances =
          solana && solanaAsked
            ? (
                await Promise.all([
                  readSolanaBalances(solana, address, icons),
                  readSolanaTokenBalances(solana, address, icons),
                ])
              ).flat()
            : []
        return { status: 200, body: { balances } }
      }
      const held = await Promise.all(
        chainsFor(chains, chainId).map((chain) => readHeldAssets(chain, getAddress(address))),
      )
      return {
        status: 200,
        body: {
          balances: held
            .flat()
            .map((held) =>
              tokenBalanceOf(held, icons, prices.priceOf(held.asset.symbol, held.asset.usdPrice)),
            ),
        },
      }
    },

    getTransactionHistory: async (request) => {
      const { address } = narrow(parameterValidators['getTransactionHistory.path'], request.path)
      const { chainId, cursor } = narrow(
        parameterValidators['getTransactionHistory.query'],
        request.query,
      )
      if (!isAddress(address, { strict: false }))
        return { status: 200, body: { data: [], next: null } }
      const owner = getAddress(address)
      const perChain = await Promise.all(
        chainsFor(chains, chainId).map(async (chain) =>
          (await deps.scannerOf(chain).transactions())
            .filter((transaction) => concerns(transaction, owner))
            .map((transaction) => ({ chain, transaction })),
        ),
      )
      const entries = perChain.flat().sort(newestFirst)
      const { page, next } = historyPage(
        entries,
        (entry) => `${entry.chain.info.caipNetworkId}/${entry.transaction.hash}`,
        cursor,
      )
      const data = page.map((entry) =>
        transactionView(entry.chain, entry.transaction, owner, icons),
      )
      return { status: 200, body: { data, next } }
    },
  } satisfies HandlerTable
}
