import { parameterValidators } from '../../generated/project-api/index.js'
import type { Validator } from '../../generated/validator-runtime.js'
import type { SpecHandler, SpecReply } from '../http/api-contract.js'
import { codeLabel, walletInitials } from './image-labels.js'
import { placeholderSvg } from './placeholder-image.js'
import type { WalletListing } from './wallet-registry.js'

const svgReply = (seed: string, label: string): SpecReply => ({
  status: 200,
  bytes: placeholderSvg(seed, label),
  contentType: 'image/svg+xml',
})

const notFound = (message: string): SpecReply => ({ status: 404, body: { message } })

/** A handler that reads the (already validated) image id and answers the image it labels. */
const imageHandler =
  (validator: Validator<{ id: string }>, reply: (id: string) => SpecReply): SpecHandler =>
  ({ path }) =>
    validator.check(path) ? reply(path.id) : notFound('No image id')

/**
 * Generated SVG images: wallets by their registry image_id (unknown ids are 404, as the registry
 * has no such image), tokens by symbol, currencies by code, network assets by image id.
 */
export function createImageHandlers(registry: readonly WalletListing[]) {
  const walletNames = new Map<string, string>()
  for (const wallet of registry) if (wallet.image_id) walletNames.set(wallet.image_id, wallet.name)

  return {
    getWalletImage: imageHandler(parameterValidators['getWalletImage.path'], (id) => {
      const name = walletNames.get(id)
      return name === undefined
        ? notFound(`No wallet image has id ${id}`)
        : svgReply(`wallet:${id}`, walletInitials(name))
    }),
    getAssetImage: imageHandler(parameterValidators['getAssetImage.path'], (id) =>
      svgReply(`asset:${id}`, codeLabel(id.replace(/[^\p{L}\p{N}]/gu, ''), 2)),
    ),
    getCurrencyImage: imageHandler(parameterValidators['getCurrencyImage.path'], (id) =>
      svgReply(`currency:${id}`, codeLabel(id, 3)),
    ),
    getTokenImage: imageHandler(parameterValidators['getTokenImage.path'], (id) =>
      svgReply(`token:${id}`, codeLabel(id, 4)),
    ),
  } satisfies Record<string, SpecHandler>
}
