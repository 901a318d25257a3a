import { EMAIL_DISPLAY_MAX_CHARS } from '../core/constants.js'

/** Keeps the first 30 characters of a longer email and marks the cut with '...'. */
export function formatEmailForDisplay(email: string): string {
  return email.length > EMAIL_DISPLAY_MAX_CHARS
    ? `${email.slice(0, EMAIL_DISPLAY_MAX_CHARS)}...`
    : email
}

/**
 * Discord reports migrated accounts with the placeholder discriminator '0'; the spec says the
 * trailing 0 is removed, read here as exactly one trailing '0' character ('alice#0' gives
 * 'alice#', 'bob0' gives 'bob'), nothing more.
 */
export function formatDiscordUsername(username: string): string {
  return username.endsWith('0') ? username.slice(0, -1) : username
}
