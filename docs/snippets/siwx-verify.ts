// On the app's server: a session the page sends is believed only once its signature verifies.
import { verifySiwxSession } from 'portico'

type SiwxSession = Parameters<typeof verifySiwxSession>[0]

export async function signedInAddress(session: SiwxSession): Promise<string | undefined> {
  return (await verifySiwxSession(session)) ? session.data.accountAddress : undefined
}
