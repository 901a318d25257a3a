import {
  ArtifactsMessage,
  ChainProcessOptions,
  checkMessage,
  OutageMessage,
  type ChildMessage,
} from './chain-process-protocol.js'
import { parseContractArtifacts, type ContractArtifacts } from './compile-contracts.js'
import { deriveDevAccounts } from './dev-accounts.js'
import { startDevnetChain } from './start-devnet-chain.js'

// One devnet EVM chain in a process of its own, started and watched by superviseChain
// (supervised-chain.ts). EDR panics abort the whole process; here that is this chain alone.

const send = (message: ChildMessage): Promise<void> =>
  new Promise((resolve) => {
    if (!process.send) throw new Error('chain-process.ts runs only as a child with an IPC channel')
    process.send(message, undefined, undefined, () => {
      resolve()
    })
  })

// Without its supervisor the chain has no one to serve: it goes when the devnet goes.
process.on('disconnect', () => {
  process.exit(0)
})

const artifacts = new Promise<ContractArtifacts>((resolve, reject) => {
  process.once('message', (message: unknown) => {
    try {
      const { artifacts: value } = checkMessage(ArtifactsMessage, message, 'artifacts message')
      resolve(parseContractArtifacts(value))
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)))
    }
  })
})

try {
  const options = checkMessage(
    ChainProcessOptions,
    JSON.parse(process.argv[2] ?? 'null'),
    'chain process options',
  )
  const { info, setOutage } = await startDevnetChain({
    ...options,
    accounts: deriveDevAccounts(),
    artifacts,
  })
  // After the artifacts, the supervisor sends only the devnet's chain-rpc fault switches.
  process.on('message', (message: unknown) => {
    try {
      setOutage(checkMessage(OutageMessage, message, 'outage message').state)
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error))
    }
  })
  await send({
    type: 'ready',
    port: Number(new URL(info.rpcUrl).port),
    tokens: info.tokens,
    poolAddress: info.poolAddress,
    nftAddress: info.nftAddress,
    batchExecutorAddress: info.batchExecutorAddress,
    history: info.history,
  })
} catch (error) {
  await send({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
  process.exit(1)
}
