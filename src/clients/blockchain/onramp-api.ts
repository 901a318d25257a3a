import type { components } from '../../../generated/blockchain-api/types.js'
import type { BlockchainOperations } from './blockchain-operations.js'
import { DEFAULT_ONRAMP_OPTIONS, mockedOnRampQuote } from './onramp-defaults.js'

type Schemas = components['schemas']

/** On-ramp calls with the spec's fallbacks: options and quotes never fail the flow. */
export const createOnRampApi = (operations: BlockchainOperations) => ({
  getOptions: (): Promise<Schemas['OnRampOptionsResponse']> =>
    operations.getOnRampOptions().catch(() => DEFAULT_ONRAMP_OPTIONS),

  getQuote: (body: Schemas['OnRampQuoteRequest']): Promise<Schemas['OnRampQuote']> =>
    operations.getOnRampQuote({ body }).catch(() => mockedOnRampQuote(body)),

  generateUrl: (body: Schemas['OnRampUrlRequest']) => operations.generateOnRampUrl({ body }),
})
