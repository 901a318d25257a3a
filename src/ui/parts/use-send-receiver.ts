import { useCallback, useRef, useState } from 'react'
import type { Send } from '../../controllers/send.js'
import type { SendPreview } from '../../controllers/send-preview.js'
import { isEvmAddress, isSolanaAddress } from '../../utils/address.js'
import { errorMessage } from '../error-message.js'

export type ReceiverStatus =
  | { kind: 'empty' }
  | { kind: 'resolving' }
  | { kind: 'resolved'; address: string; name?: string }
  | { kind: 'error'; message: string }

/** A name is looked up once typing pauses this long; an address needs no lookup. */
const NAME_LOOKUP_WAIT_MS = 300

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms)
  })

/**
 * The receiver field: the text as typed, and the address it stands for (itself, or what the name
 * resolves to) set as the send's receiver once it is known. Only the latest input counts, and
 * `settled` waits for it, so a preview never reads a receiver of an earlier keystroke.
 */
export function useSendReceiver(send: Send, preview: SendPreview) {
  const [text, setText] = useState('')
  const [status, setStatus] = useState<ReceiverStatus>({ kind: 'empty' })
  const latest = useRef(0)
  const pending = useRef<Promise<void>>(Promise.resolve())

  const change = useCallback(
    (input: string) => {
      setText(input)
      const turn = ++latest.current
      send.setReceiver(undefined)
      if (input.trim() === '') {
        setStatus({ kind: 'empty' })
        pending.current = Promise.resolve()
        return
      }
      setStatus({ kind: 'resolving' })
      const typed = input.trim()
      const isAddress = isEvmAddress(typed) || isSolanaAddress(typed)
      pending.current = (isAddress ? Promise.resolve() : wait(NAME_LOOKUP_WAIT_MS))
        .then(() => (turn === latest.current ? preview.receiverOf(input) : undefined))
        .then(
          (receiver) => {
            if (!receiver || turn !== latest.current) return
            send.setReceiver(receiver.address, { name: receiver.name })
            setStatus({ kind: 'resolved', ...receiver })
          },
          (failure: unknown) => {
            if (turn === latest.current)
              setStatus({ kind: 'error', message: errorMessage(failure) })
          },
        )
    },
    [send, preview],
  )

  const settled = useCallback(() => pending.current, [])

  return { text, status, change, settled }
}
