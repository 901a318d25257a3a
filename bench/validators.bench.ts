import { bench, describe } from 'vitest'
import { validators as blockchain } from '../generated/blockchain-api/validators.js'
import { validators as frame } from '../generated/frame-messages/validators.js'
import { readRecorded } from '../test/contract/recorded.js'

// How fast the generated validators check real recorded payloads (the client checks every reply,
// the frame every event), and how long a first, compiling check takes.
const { responses, frameEvents } = readRecorded()
const history = responses.find(
  (r) => r.operationId === 'getTransactionHistory' && r.valid && r.status === 200,
)?.body
const balance = responses.find(
  (r) => r.operationId === 'getBalance' && r.valid && r.status === 200,
)?.body
const events = frameEvents.filter((e) => e.valid).map((e) => e.event)

describe('reply validation', () => {
  bench('TransactionHistoryResponse', () => {
    blockchain.TransactionHistoryResponse.check(history)
  })
  bench('BalanceResponse', () => {
    blockchain.BalanceResponse.check(balance)
  })
})

describe('frame event validation', () => {
  bench(`FrameEvent or AppEvent, ${String(events.length)} recorded events`, () => {
    for (const event of events) if (!frame.AppEvent.check(event)) frame.FrameEvent.check(event)
  })
})
