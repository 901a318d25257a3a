import type { Issue } from '../shared/IssueList.js'
import { frameEventValidator } from './frame-catalog.js'

export type CheckedEvent = { ok: true; event: unknown } | { ok: false; issues: Issue[] }

/** The editor's text checked as JSON, then against the event type's own schema. */
export function checkEventText(type: string, text: string): CheckedEvent {
  let event: unknown
  try {
    event = JSON.parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { ok: false, issues: [{ path: '(text)', message: `is not JSON: ${reason}` }] }
  }
  const validator = frameEventValidator(type)
  if (!validator)
    return { ok: false, issues: [{ path: '/type', message: `no schema for ${type}` }] }
  const issues = validator.errors(event)
  return issues.length === 0 ? { ok: true, event } : { ok: false, issues }
}
