import { EventEmitter } from 'node:events'
import type { EIP1193Provider, RequestArguments } from 'hardhat/types'

/**
 * A provider in front of another: it passes on the inner one's subscription events,
 * 'notification' (which Hardhat's WebSocket handler listens to) and the EIP-1193 'message'.
 */
export abstract class WrappedProvider extends EventEmitter implements EIP1193Provider {
  protected readonly inner: EIP1193Provider

  constructor(inner: EIP1193Provider) {
    super()
    this.inner = inner
    for (const event of ['notification', 'message']) {
      inner.on(event, (payload: unknown) => this.emit(event, payload))
    }
  }

  abstract request(args: RequestArguments): Promise<unknown>
}
