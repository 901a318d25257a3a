import { currentPage, returnedProvider } from '../../frame/social-redirect.js'

export interface SocialReturnDeps {
  /** Settles once the connections of the last visit are back: the login then joins them. */
  restored: Promise<unknown>
  /** The app's options: the login is offered once the project's remote features have settled. */
  options: {
    getState: () => { remoteFeaturesSettled: boolean }
    subscribe: (listener: (state: { remoteFeaturesSettled: boolean }) => void) => () => void
  }
  connect: (provider: string) => Promise<unknown>
  warn: (message: string, error: unknown) => void
}

/**
 * Finishes the login once the connections of the last visit are back and the project's remote
 * features have settled (the login must be offered to be made).
 */
export async function finishSocialLogin(deps: SocialReturnDeps): Promise<void> {
  await new Promise<void>((resolve) => {
    if (deps.options.getState().remoteFeaturesSettled) {
      resolve()
      return
    }
    const stop = deps.options.subscribe((state) => {
      if (!state.remoteFeaturesSettled) return
      stop()
      resolve()
    })
  })
  await deps.restored
  const page = currentPage()
  const provider = page && returnedProvider(page)
  if (provider !== undefined) await deps.connect(provider)
}
