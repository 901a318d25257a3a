import type { SwapToken } from '../../controllers/swap-api.js'
import { useI18n } from '../i18n/use-i18n.js'

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
  const { t } = useI18n()
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
        {value === undefined && <option value="">{t('swap.chooseToken')}</option>}
        {tokens.map((token) => (
          <option key={token.address} value={token.address}>
            {token.symbol}
          </option>
        ))}
      </select>
    </label>
  )
}
