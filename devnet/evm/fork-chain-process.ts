import { fork, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import {
  checkMessage,
  ChildMessage,
  type ChainProcessOptions,
  type ReadyMessage,
} from './chain-process-protocol.js'
import type { ContractArtifacts } from './compile-contracts.js'

const ENTRY = fileURLToPath(new URL('./chain-process.ts', import.meta.url))
// The child runs the TypeScript sources as the devnet does, through tsx's loader.
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
/** Deploying and seeding takes well under a second; this only catches a child that is stuck. */
const READY_TIMEOUT_MS = 60_000
/** What is kept of the child's stderr, to name the cause of a crash (a Rust panic prints there). */
const STDERR_TAIL_CHARS = 2_000

export interface ChainProcess {
  child: ChildProcess
  ready: ReadyMessage
  /** The end of what the child wrote to stderr so far. */
  stderrTail: () => string
}

/**
 * Forks chain-process.ts for one chain, hands it the compiled contracts and resolves once it
 * listens, deployed and seeded; rejects (and kills the child) if it fails, exits or stalls first.
 */
export function forkChainProcess(
  options: ChainProcessOptions,
  artifacts: Promise<ContractArtifacts>,
): Promise<ChainProcess> {
  const child = fork(ENTRY, [JSON.stringify(options)], {
    execArgv: ['--import', TSX_LOADER],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  })
  let stderr = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS)
  })
  const stderrTail = () => stderr.trim()
  const what = `EVM devnet chain eip155:${String(options.chainId)}`

  return new Promise<ChainProcess>((resolve, reject) => {
    const fail = (reason: string) => {
      cleanUp()
      child.kill('SIGKILL')
      const tail = stderrTail()
      reject(new Error(`${what} failed to start: ${reason}${tail ? `\n${tail}` : ''}`))
    }
    const onMessage = (message: unknown) => {
      try {
        const checked = checkMessage(ChildMessage, message, `message from ${what}`)
        if (checked.type === 'failed') {
          fail(checked.message)
          return
        }
        cleanUp()
        resolve({ child, ready: checked, stderrTail })
      } catch (error) {
        fail(error instanceof Error ? error.message : String(error))
      }
    }
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      fail(`its process exited (${exitReason(code, signal)})`)
    }
    const onError = (error: Error) => {
      fail(error.message)
    }
    const timer = setTimeout(() => {
      fail(`not ready after ${String(READY_TIMEOUT_MS / 1000)} s`)
    }, READY_TIMEOUT_MS)
    const cleanUp = () => {
      clearTimeout(timer)
      child.off('message', onMessage).off('exit', onExit).off('error', onError)
    }
    child.on('message', onMessage).on('exit', onExit).on('error', onError)
    artifacts.then(
      (value) => {
        if (child.connected) child.send({ type: 'artifacts', artifacts: value })
      },
      (error: unknown) => {
        fail(`no contracts to deploy: ${error instanceof Error ? error.message : String(error)}`)
      },
    )
  })
}

/** 'killed by SIGKILL' or 'exit code 134', as a crash report says it. */
export function exitReason(code: number | null, signal: NodeJS.Signals | null): string {
  return signal === null ? `exit code ${String(code)}` : `killed by ${signal}`
}
