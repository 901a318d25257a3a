import { parameterValidators, validators } from '../../../generated/blockchain-api/validators.js'
import { NAME_SUFFIXES } from '../../../src/core/constants.js'
import { isValidAccountName } from '../../../src/utils/account-name.js'
import type { NamesRegistry } from '../names/names-registry.js'
import { isRegistrableName, isSignedBy, parseRegistrationMessage } from '../names/registration.js'
import { RequestRefused } from '../request-refused.js'
import type { ServedChains } from '../served-chains.js'
import { narrow, type HandlerTable } from '../typed-handlers.js'

const ZONES = [NAME_SUFFIXES.current.slice(1), NAME_SUFFIXES.legacy.slice(1)]

/** The wanted label first, then a few variants with digits or a word added. */
const variantsOf = (label: string): string[] =>
  [label, `${label}1`, `${label}2`, `${label}3`, `${label}-web3`, `the-${label}`].filter(
    (candidate) => isValidAccountName(candidate),
  )

export function createNamesHandlers(names: NamesRegistry, chains: ServedChains) {
  return {
    getNameAccount: (request) => {
      const { name } = narrow(parameterValidators['getNameAccount.path'], request.path)
      // The client always asks for apiVersion 2, with which the service lists no entry for an
      // unknown name instead of answering 404.
      const entry = names.find(name)
      return { status: 200, body: entry ?? [] }
    },

    getNamesByAddress: (request) => {
      const { address } = narrow(parameterValidators['getNamesByAddress.path'], request.path)
      return { status: 200, body: names.ownedBy(address) }
    },

    getNameSuggestions: (request) => {
      const { name } = narrow(parameterValidators['getNameSuggestions.path'], request.path)
      const { zone } = narrow(parameterValidators['getNameSuggestions.query'], request.query)
      if (!ZONES.includes(zone)) throw new RequestRefused(`Unsupported zone ${zone}`)
      const wanted = name.toLowerCase()
      const label = wanted.endsWith(`.${zone}`) ? wanted.slice(0, -zone.length - 1) : wanted
      if (!/^[a-z0-9-]+$/.test(label))
        throw new RequestRefused('Invalid name: use letters, digits or hyphens')
      const suggestions = variantsOf(label).map((candidate) => {
        const full = `${candidate}.${zone}`
        return { name: full, registered: names.find(full) !== undefined }
      })
      return { status: 200, body: { suggestions } }
    },

    registerName: async (request) => {
      const body = narrow(validators.RegisterNameRequest, request.body)
      const message = parseRegistrationMessage(body.message)
      if (!isRegistrableName(message.name))
        throw new RequestRefused(
          `Invalid name: use 4 or more letters, digits or hyphens followed by ${NAME_SUFFIXES.current}`,
        )
      if (!(await isSignedBy(body, chains))) throw new RequestRefused('Invalid signature')
      if (names.find(message.name)) throw new RequestRefused('Name is already registered')
      const now = new Date().toISOString()
      const entry = {
        name: message.name.toLowerCase(),
        registered_at: now,
        updated_at: now,
        addresses: { [String(body.coin_type)]: { address: body.address, created_at: now } },
        attributes: message.attributes,
      }
      names.add(entry)
      return { status: 200, body: entry }
    },
  } satisfies HandlerTable
}
