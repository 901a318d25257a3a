import { isRecord } from '../../src/utils/is-record.js'
import { button, dateText, element, runStep, type AccountPageContext } from './account-page-dom.js'
import { fill } from './account-page-texts.js'
import { FRESH_PROOF_NEEDED } from './fresh-proofs.js'
import { freshProof } from './fresh-proof-step.js'
import { webauthnCeremony } from './webauthn-ceremony.js'

interface Passkey {
  id: string
  createdAt: number
  lastUsedAt: number | null
}

const isPasskey = (value: unknown): value is Passkey =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.createdAt === 'number' &&
  (value.lastUsedAt === null || typeof value.lastUsedAt === 'number')

function passkeysOf(reply: unknown): Passkey[] {
  const listed = isRecord(reply) ? reply.passkeys : undefined
  if (!Array.isArray(listed) || !listed.every(isPasskey)) {
    throw new Error('The secure site answered without passkeys')
  }
  return listed
}

/** Runs a change that needs a fresh proof; asks for one when the site says so, then again. */
async function proven(context: AccountPageContext, change: () => Promise<void>, why: string) {
  try {
    await change()
  } catch (error) {
    if (!(error instanceof Error) || error.message !== FRESH_PROOF_NEEDED) throw error
    await freshProof(context, why)
    await change()
  }
}

/**
 * The login's passkeys: each with when it was added and last used, a way to remove it, and a
 * way to add one (WebAuthn on this site's origin, in this visible frame: the browser makes a
 * passkey only in a frame the visitor sees and clicked in).
 */
export async function passkeysSection(context: AccountPageContext): Promise<void> {
  const { main, site, token, texts, status } = context
  const list = element('ul', '', { 'aria-label': texts.passkeysTitle })
  const add = button(texts.addPasskey, 'add-passkey')
  main.append(element('h1', texts.passkeysTitle), element('p', texts.passkeysIntro), list, add)
  main.append(status)

  const show = async (): Promise<void> => {
    const passkeys = passkeysOf(await site.passkeys(token))
    list.replaceChildren(
      ...(passkeys.length === 0 ? [element('li', texts.noPasskeys)] : passkeys.map(row)),
    )
  }
  const row = (passkey: Passkey): HTMLLIElement => {
    const item = element('li', '', { 'data-passkey': passkey.id })
    const remove = button(texts.removePasskey, 'remove-passkey')
    const name = fill(texts.passkeyName, { date: dateText(passkey.createdAt, texts) })
    remove.setAttribute('aria-label', `${texts.removePasskey}: ${name}`)
    remove.addEventListener(
      'click',
      runStep(context, async () => {
        await proven(context, () => site.removePasskey(token, passkey.id), texts.confirmRemove)
        await show()
        status.textContent = texts.passkeyRemoved
      }),
    )
    item.append(
      element('span', name),
      element('span', fill(texts.lastUsed, { date: dateText(passkey.lastUsedAt, texts) }), {
        class: 'muted',
      }),
      remove,
    )
    return item
  }
  add.addEventListener(
    'click',
    runStep(context, async () => {
      let options: unknown
      await proven(
        context,
        async () => {
          options = await site.ceremonyOptions(token, 'register')
        },
        texts.confirmAdd,
      )
      await site.finishCeremony(token, 'register', await webauthnCeremony('create', options))
      await show()
      status.textContent = texts.passkeyAdded
    }),
  )
  await show()
}
