/** The app's analytics choices (`createPortico({ analytics })`). */
export interface AnalyticsOptions {
  /**
   * 'required': no event is queued or sent until the app calls `setAnalyticsConsent(true)`, and
   * what was tracked before that is never sent. Without it the project's analytics switch alone
   * decides.
   */
  consent?: 'required'
}

/**
 * The visitor's answer, as the app reports it. `setAnalyticsConsent(false)` stops analytics
 * whether consent is required or not; until the app answers, the option decides.
 */
export function analyticsConsent(options: AnalyticsOptions = {}) {
  let answer: boolean | undefined
  return {
    allows: (): boolean => answer ?? options.consent !== 'required',
    set: (given: boolean): void => {
      answer = given
    },
  }
}
