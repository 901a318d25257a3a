import type { SwapToken } from '../../controllers/swap-api.js'

/** A select over the swap's token list; the chosen token by its CAIP-10 address. */
export function SwapTokenSelect({
  label,
  field,
  tokens,
  value,
  onChange,
}: {
  label: string
  field: string
  tokens: readonly SwapToken[]
  value: SwapToken | undefined
  onChange: (token: SwapToken | undefined) => void
}) {
  return (
    <label>
      {label}
      <select
        data-field={field}
        value={value?.address ?? ''}
        onChange={(event) => {
          onChange(tokens.find((token) => token.address === event.target.value))
        }}
      >
        {value === undefined && <option value="">Choose a token</option>}
        {tokens.map((token) => (
          <option key={token.address} value={token.address}>
            {token.symbol}
          </option>
        ))}
      </select>
    </label>
  )
}
