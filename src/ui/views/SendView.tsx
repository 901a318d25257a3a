import { useEffect, useState } from 'react'
import { displayBalance } from '../../controllers/balances.js'
import type { SendState, SendToken } from '../../controllers/send.js'
import { useAccount } from '../../react/use-account.js'
import { useBalances } from '../../react/use-balances.js'
import { useNetwork } from '../../react/use-network.js'
import { usePortico } from '../../react/use-portico.js'
import { useStore } from '../../react/use-store.js'
import { errorMessage } from '../error-message.js'
import { ErrorText } from '../parts/ErrorText.js'

const sendOf = (state: SendState) => state
const keyOf = (token: SendToken) => token.address ?? token.symbol

/** Sends one of the account's tokens: choose it, type the amount and receiver, send. */
export default function SendView() {
  const portico = usePortico()
  const { caipAddress } = useAccount()
  const { network } = useNetwork()
  const { balances, fetch } = useBalances()
  const send = useStore(portico.send.store, sendOf)
  const [error, setError] = useState<string | undefined>()
  const [sentHash, setSentHash] = useState<string | undefined>()
  useEffect(() => {
    if (caipAddress) void fetch(caipAddress)
  }, [caipAddress, fetch])
  // Only the active network's tokens can be sent: the wallet signs on that chain.
  const tokens = balances.filter((token) => token.chainId === network?.caipNetworkId)
  const chosen = send.token ?? tokens[0]
  useEffect(() => {
    if (!send.token && tokens[0]) portico.send.setToken(tokens[0])
  }, [send.token, tokens, portico.send])
  return (
    <form
      className="view"
      onSubmit={(event) => {
        event.preventDefault()
        setError(undefined)
        portico.send.sendToken().then(setSentHash, (failure: unknown) => {
          setError(errorMessage(failure))
        })
      }}
    >
      <label>
        Token
        <select
          data-field="token"
          value={chosen ? keyOf(chosen) : ''}
          onChange={(event) => {
            portico.send.setToken(tokens.find((token) => keyOf(token) === event.target.value))
          }}
        >
          {tokens.map((token) => (
            <option key={keyOf(token)} value={keyOf(token)}>
              {token.symbol} ({displayBalance(token)})
            </option>
          ))}
        </select>
      </label>
      <label>
        Amount
        <input
          data-field="amount"
          inputMode="decimal"
          autoComplete="off"
          value={send.sendTokenAmount ?? ''}
          onChange={(event) => {
            portico.send.setTokenAmount(event.target.value)
          }}
        />
      </label>
      <label>
        Receiver
        <input
          data-field="receiver"
          autoComplete="off"
          spellCheck={false}
          value={send.receiverAddress ?? ''}
          onChange={(event) => {
            portico.send.setReceiver(event.target.value === '' ? undefined : event.target.value)
          }}
        />
      </label>
      <button type="submit" data-action="send" disabled={send.loading}>
        {send.loading ? 'Sending…' : 'Send'}
      </button>
      {sentHash && (
        <p className="muted" role="status" data-hash={sentHash}>
          Sent
        </p>
      )}
      <ErrorText error={error} />
    </form>
  )
}
