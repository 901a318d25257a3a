import type { DevnetEndpoints } from '../../../devnet/endpoints.js'
import { isRecord } from '../../../src/utils/is-record.js'

export type { DevnetEndpoints }

type StringKey =
  'projectId' | 'blockchainApi' | 'projectApi' | 'analytics' | 'relay' | 'secureSite' | 'mailbox'

export interface ParsedEndpoints {
  endpoints: DevnetEndpoints
  /** Keys the file lacks or gives the wrong type; the panels that need them say so. */
  missing: string[]
}

const stringOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined

/**
 * Reads an endpoints file leniently: a devnet that does not run every service yet still gets a
 * playground, with each missing key listed instead of a blank page.
 */
export function parseEndpoints(value: unknown): ParsedEndpoints {
  const data = isRecord(value) ? value : {}
  const missing: string[] = []
  const text = (key: StringKey): string => {
    const found = stringOf(data[key])
    if (found === undefined) missing.push(key)
    return found ?? ''
  }
  const chains: Record<string, string> = {}
  if (isRecord(data.chains)) {
    for (const [id, url] of Object.entries(data.chains))
      if (typeof url === 'string') chains[id] = url
  } else missing.push('chains')
  const accounts: Record<string, string[]> = {}
  if (isRecord(data.accounts)) {
    for (const [namespace, list] of Object.entries(data.accounts))
      if (Array.isArray(list))
        accounts[namespace] = list.filter((item): item is string => typeof item === 'string')
  } else missing.push('accounts')
  const endpoints: DevnetEndpoints = {
    projectId: text('projectId'),
    blockchainApi: text('blockchainApi'),
    projectApi: text('projectApi'),
    analytics: text('analytics'),
    relay: text('relay'),
    secureSite: text('secureSite'),
    mailbox: text('mailbox'),
    chains,
    accounts,
  }
  const playground = stringOf(data.playground)
  if (playground !== undefined) endpoints.playground = playground
  return { endpoints, missing }
}
