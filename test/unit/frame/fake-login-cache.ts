import type { LoginCache, StoredValue } from '../../../src/frame/login-cache.js'

export function memoryValue<T>(): StoredValue<T> {
  let value: T | undefined
  return {
    get: () => value,
    set: (next) => {
      value = next
    },
    remove: () => {
      value = undefined
    },
  }
}

export function createMemoryLoginCache(): LoginCache {
  return {
    loginEmail: memoryValue(),
    emailLoginUsed: memoryValue(),
    lastEmailLoginTime: memoryValue(),
    frameSessionToken: memoryValue(),
  }
}

export const snapshot = (cache: LoginCache) => ({
  loginEmail: cache.loginEmail.get(),
  emailLoginUsed: cache.emailLoginUsed.get(),
  lastEmailLoginTime: cache.lastEmailLoginTime.get(),
  frameSessionToken: cache.frameSessionToken.get(),
})
