/** One stored value; the accessors of src/core/storage.ts fit. */
export interface StoredValue<T> {
  get: () => T | undefined
  set: (value: T) => void
  remove: () => void
}

/**
 * The secure frame's cached login data, kept across page loads. Its member names follow
 * createStorage() in src/core/storage.ts, so a Portico storage can be passed as it is.
 */
export interface LoginCache {
  /** The email of the current email login. */
  readonly loginEmail: StoredValue<string>
  readonly emailLoginUsed: StoredValue<boolean>
  readonly lastEmailLoginTime: StoredValue<number>
  /** The latest FRAME_SESSION_UPDATE token, handed back on IS_CONNECTED. */
  readonly frameSessionToken: StoredValue<string>
}

/** Forgets every cached login value, so the next page load does not create the frame. */
export function clearLoginCache(cache: LoginCache): void {
  cache.loginEmail.remove()
  cache.emailLoginUsed.remove()
  cache.lastEmailLoginTime.remove()
  cache.frameSessionToken.remove()
}

/** The frame is created at startup only when email login was used before. */
export const shouldCreateFrameAtStartup = (cache: Pick<LoginCache, 'emailLoginUsed'>): boolean =>
  cache.emailLoginUsed.get() === true
