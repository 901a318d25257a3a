/**
 * `promise`'s outcome, or `fallback` once `ms` have passed without one: for a wallet or frame that
 * may never answer (a WalletConnect wallet asked a method it lacks). The timer is cleared either
 * way, so a settled call leaves nothing running.
 */
export async function within<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => {
      resolve(fallback)
    }, ms)
  })
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}
