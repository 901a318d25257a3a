import type { DevnetSession } from '../sessions/session-store.js'

const escapeHtml = (text: string): string =>
  text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * The devnet provider's checkout: the order and a Pay button that POSTs to /onramp/pay/{id},
 * which credits the wallet on-chain. Nothing is charged; this stands in for the card form.
 */
export function payPageHtml(session: DevnetSession, chainName: string): string {
  const { purchase } = session
  const id = JSON.stringify(session.id)
  const payable = session.status === 'pending'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Devnet on-ramp</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.4rem 1rem; }
  dt { color: #666; } dd { margin: 0; word-break: break-all; }
  button { font-size: 1rem; padding: 0.6rem 2rem; }
</style>
</head>
<body>
<h1>Devnet on-ramp</h1>
<p>A stand-in for a card payment: paying credits the wallet on the local chain.</p>
<dl>
  <dt>Buy</dt><dd id="amount">${escapeHtml(`${purchase.amount} ${purchase.symbol}`)}</dd>
  <dt>Network</dt><dd>${escapeHtml(chainName)}</dd>
  <dt>Wallet</dt><dd>${escapeHtml(purchase.to)}</dd>
  <dt>Status</dt><dd id="status">${escapeHtml(session.status)}</dd>
</dl>
<button id="pay" type="button"${payable ? '' : ' disabled'}>Pay</button>
<p id="result" role="status"></p>
<script>
  const pay = document.getElementById('pay')
  pay.addEventListener('click', async () => {
    pay.disabled = true
    const response = await fetch(new URL('pay/' + encodeURIComponent(${id}), location.href), { method: 'POST' })
    const reply = await response.json()
    document.getElementById('status').textContent = reply.status ?? 'failed'
    document.getElementById('result').textContent = response.ok
      ? 'Paid: ' + reply.txHash
      : reply.message
  })
</script>
</body>
</html>
`
}
