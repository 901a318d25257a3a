import { describe, expect, it } from 'vitest'
import { enterMailedCode } from './email-login.js'
import {
  browserForFile,
  dialogOf,
  installDecliningWallet,
  modalClosed,
  screenshot,
  seriousAxeViolations,
  waitForView,
  type ColorScheme,
} from './modal-page.js'
import { codeFor } from './mailbox-code.js'
import { settledLayout } from './still-picture.js'
import { cutLabels } from './view-baselines.js'
import {
  PHONE_SCREENS,
  centreOf,
  crampedButtons,
  hoverRulesForTouch,
  openPhone,
  sheetEdges,
  sheetOffset,
  touchDrag,
  type PhoneScreen,
} from './phone-touch.js'

const browser = browserForFile()
const WALLET_APP = 'Devnet Wallet App'
const THEMES: ColorScheme[] = ['light', 'dark']

const pictureName = (screen: PhoneScreen, view: string) =>
  `phone-${String(screen.width)}x${String(screen.height)}-${view}`

/** The sheet is open, where it rests (not dragged), on `view`. */
async function restingOn(page: Parameters<typeof waitForView>[0], view: string) {
  const dialog = await waitForView(page, view)
  await expect.poll(() => sheetOffset(dialog)).toBe(0)
  return dialog
}

describe.each(PHONE_SCREENS)('a phone at $width x $height', (screen) => {
  describe.each(THEMES)('in the %s theme', (theme) => {
    it('every connection view and Account are used by tapping, none needs hover; pictures and axe', async () => {
      const { context, page, errors, close } = await openPhone(
        browser(),
        screen,
        theme,
        'walletApp=1',
        async (phone) => {
          await phone.addInitScript(installDecliningWallet)
        },
      )
      const shot = async (view: string) => {
        // The sheet rests on the screen's bottom edge with all of it, its footer too, on screen.
        const edges = await sheetEdges(dialogOf(page))
        expect(Math.round(edges.sheet)).toBe(screen.height)
        expect(edges.parts).toBeLessThanOrEqual(screen.height + 0.5)
        expect(await cutLabels(page)).toEqual([])
        expect(await crampedButtons(dialogOf(page))).toEqual([])
        await screenshot(page, pictureName(screen, view), theme)
        expect(await seriousAxeViolations(page)).toEqual([])
      }
      const back = async (dialog: Awaited<ReturnType<typeof waitForView>>) => {
        await dialog.locator('header [data-action="back"]').tap()
      }
      try {
        await page.locator('[data-portico="connect-button"]').tap()
        let dialog = await restingOn(page, 'Connect')
        // The sheet spans the phone's width, at its bottom.
        const box = await dialog.boundingBox()
        expect(box?.width).toBe(screen.width)
        expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(screen.height)
        expect(await hoverRulesForTouch(page)).toEqual([])
        await shot('Connect')

        await dialog.locator('.row[data-wallet="All wallets"]').tap()
        dialog = await restingOn(page, 'AllWallets')
        await dialog.locator('.all-wallets-list .row').first().waitFor()
        await shot('AllWallets')
        await back(dialog)

        // The wallet app opens in a tab of its own, as a phone opens the app; the view stays.
        dialog = await restingOn(page, 'Connect')
        const [walletTab] = await Promise.all([
          context.waitForEvent('page'),
          dialog.locator(`.row[data-wallet="${WALLET_APP}"]`).tap(),
        ])
        dialog = await restingOn(page, 'ConnectingWalletConnect')
        await walletTab.close()
        await shot('ConnectingWalletConnect')
        await back(dialog)

        dialog = await restingOn(page, 'Connect')
        await dialog.locator('.row[data-wallet="Declining Wallet"]').tap()
        dialog = await restingOn(page, 'ConnectingExternal')
        await dialog.locator('[data-phase="failed"]').waitFor()
        await shot('ConnectingExternal-failed')
        await back(dialog)

        dialog = await restingOn(page, 'Connect')
        const [popup] = await Promise.all([
          page.waitForEvent('popup'),
          dialog.locator('[data-social="google"]').tap(),
        ])
        dialog = await restingOn(page, 'ConnectingSocial')
        await popup.locator('[data-action="allow"]').waitFor()
        await shot('ConnectingSocial')
        await popup.close()
        await back(dialog)

        const email = `phone-${String(screen.width)}-${theme}@portico.test`
        dialog = await restingOn(page, 'Connect')
        await dialog.locator('#portico-email').tap()
        await page.keyboard.type(email)
        await dialog.locator('form.field button[type="submit"]').tap()
        dialog = await restingOn(page, 'EmailLogin')
        await dialog.locator('[data-step="code"]').waitFor({ timeout: 30_000 })
        await shot('EmailLogin-code')
        await dialog.locator('.otp input').first().tap()
        await page.keyboard.type(await codeFor(email))
        await dialog.waitFor({ state: 'detached', timeout: 30_000 })

        // The balance is in the button (a phone's narrow button leaves it out of sight).
        await page
          .locator('[data-portico="connect-button"] [data-portico="balance"]')
          .waitFor({ state: 'attached', timeout: 30_000 })
        await page.locator('[data-portico="connect-button"]').tap()
        dialog = await restingOn(page, 'Account')
        await shot('Account')
        const activity = dialog.locator('[role="tab"]').nth(1)
        await activity.tap()
        await expect.poll(() => activity.getAttribute('aria-selected')).toBe('true')
        await dialog.locator('header [data-action="close"]').tap()
        await modalClosed(page)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    }, 180_000)
  })
})

describe('the bottom sheet dragged by its header (390 x 844)', () => {
  const screen = PHONE_SCREENS[1]
  const open = async (reducedMotion: 'reduce' | 'no-preference' = 'no-preference') => {
    const phone = await openPhone(browser(), screen, 'light')
    await phone.page.emulateMedia({ reducedMotion })
    await phone.page.locator('[data-portico="connect-button"]').tap()
    const dialog = await restingOn(phone.page, 'Connect')
    // Its lazy parts in (the wallet count, the social logins), so the sheet has its final height
    // and the header stays under the finger; the layout settled, so the compositor knows where
    // the header's touch-action applies.
    await dialog.locator('.row[data-wallet="All wallets"] .tag').waitFor()
    await dialog.locator('[data-social="google"]').waitFor()
    // Its touch behaviour attached (a chunk of its own): a drag before it would move nothing.
    await phone.page.locator('[data-sheet="attached"]').waitFor()
    await settledLayout(phone.page)
    const title = await centreOf(dialog.locator('header h2'))
    return { ...phone, dialog, title }
  }

  /** A slow drag down from the title (10 px per 100 ms): how far the sheet followed it. */
  const slowDragFollowed = async (
    page: Parameters<typeof waitForView>[0],
    dialog: Awaited<ReturnType<typeof waitForView>>,
    title: { x: number; y: number },
    dy: number,
  ) => {
    let followed = 0
    await touchDrag(page, {
      from: title,
      dy,
      steps: dy / 10,
      msPerStep: 100,
      beforeRelease: async () => {
        followed = await sheetOffset(dialog)
      },
    })
    return followed
  }

  it('follows the finger and snaps back from a slow drag short of a quarter of its height', async () => {
    const { page, dialog, title, errors, close } = await open()
    try {
      expect(await slowDragFollowed(page, dialog, title, 80)).toBeGreaterThan(60)
      // It animates back (150 ms) and rests where it was, open on Connect.
      await expect.poll(() => sheetOffset(dialog)).toBe(0)
      await restingOn(page, 'Connect')
      // Keyboard and axe as before: Escape still closes it.
      expect(await seriousAxeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
      await modalClosed(page)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  }, 60_000)

  it('closes when dragged past a quarter of its height, however slowly', async () => {
    const { page, dialog, title, close } = await open()
    try {
      const height = (await dialog.boundingBox())?.height ?? 0
      await touchDrag(page, { from: title, dy: height * 0.4, steps: 10, msPerStep: 100 })
      await modalClosed(page)
      // Opened again, it rests in place.
      await page.locator('[data-portico="connect-button"]').tap()
      await restingOn(page, 'Connect')
    } finally {
      await close()
    }
  }, 60_000)

  it('closes on a short downward flick', async () => {
    const { page, title, close } = await open()
    try {
      await touchDrag(page, { from: title, dy: 48, steps: 3, msPerStep: 16 })
      await modalClosed(page)
    } finally {
      await close()
    }
  }, 60_000)

  it('leaves a swipe in the body to the scrolling: the list scrolls, the sheet stays', async () => {
    const { page, dialog, close } = await open()
    try {
      await dialog.locator('.row[data-wallet="All wallets"]').tap()
      const all = await restingOn(page, 'AllWallets')
      const list = all.locator('.all-wallets-list')
      await list.locator('.row').nth(8).waitFor()
      const listBox = await list.boundingBox()
      if (!listBox) throw new Error('The list is not laid out')
      const x = listBox.x + listBox.width / 2
      await touchDrag(page, {
        from: { x, y: listBox.y + listBox.height - 20 },
        dy: -250,
        steps: 10,
        msPerStep: 40,
      })
      await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBeGreaterThan(100)
      // And down again to its top: a pull inside the body never moves the sheet.
      const offsets: number[] = []
      await touchDrag(page, {
        from: { x, y: listBox.y + 20 },
        dy: 400,
        steps: 10,
        msPerStep: 40,
        beforeRelease: async () => {
          offsets.push(await sheetOffset(all))
        },
      })
      expect(offsets).toEqual([0])
      await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBe(0)
      await restingOn(page, 'AllWallets')
    } finally {
      await close()
    }
  }, 60_000)

  const snapBackTime = (dialog: Awaited<ReturnType<typeof waitForView>>) =>
    dialog.evaluate((element) => {
      const style = getComputedStyle(element)
      return `${style.transitionProperty} ${style.transitionDuration}`
    })

  it('with reduced motion, follows the finger and is back at once on release, no animation', async () => {
    const { page, dialog, title, close } = await open('reduce')
    try {
      expect(await snapBackTime(dialog)).toBe('transform 0s')
      expect(await slowDragFollowed(page, dialog, title, 60)).toBeGreaterThan(40)
      expect(await sheetOffset(dialog)).toBe(0)
      expect(await dialog.evaluate((element) => element.getAnimations().length)).toBe(0)
      await restingOn(page, 'Connect')
    } finally {
      await close()
    }
  }, 60_000)

  it('without reduced motion, the snap back is a transition of the spec height time', async () => {
    const { dialog, close } = await open()
    try {
      expect(await snapBackTime(dialog)).toBe('transform 0.15s')
    } finally {
      await close()
    }
  }, 60_000)

  it('a tap on its close button still closes it (the drag takes moves, not taps)', async () => {
    const { page, dialog, close } = await open()
    try {
      await dialog.locator('header [data-action="close"]').tap()
      await modalClosed(page)
    } finally {
      await close()
    }
  }, 60_000)
})

describe('the on-screen keyboard (the viewport shortened from 390 x 844 to 390 x 460)', () => {
  const KEYBOARD_UP = { width: 390, height: 460 }

  /** Whether the element lies wholly inside the sheet's scrolling body and the viewport. */
  const shown = (page: Parameters<typeof waitForView>[0], selector: string) =>
    dialogOf(page)
      .locator(selector)
      .evaluate((element, viewportHeight) => {
        const body = element.closest('.body')
        if (!body) return false
        const box = element.getBoundingClientRect()
        const visible = body.getBoundingClientRect()
        return (
          box.top >= visible.top - 1 &&
          box.bottom <= visible.bottom + 1 &&
          box.bottom <= viewportHeight
        )
      }, KEYBOARD_UP.height)

  it('keeps the email field and its Continue button in view, and the code boxes after', async () => {
    const { page, errors, close } = await openPhone(browser(), PHONE_SCREENS[1], 'light')
    try {
      await page.locator('[data-portico="connect-button"]').tap()
      const connect = await restingOn(page, 'Connect')
      await connect.locator('#portico-email').tap()
      await page.setViewportSize(KEYBOARD_UP)
      await expect.poll(() => shown(page, '#portico-email')).toBe(true)
      await expect.poll(() => shown(page, 'form.field button[type="submit"]')).toBe(true)
      await screenshot(page, 'phone-keyboard-email', 'light')

      const email = 'phone-keyboard@portico.test'
      await page.keyboard.type(email)
      await connect.locator('form.field button[type="submit"]').tap()
      const login = await restingOn(page, 'EmailLogin')
      await login.locator('[data-step="code"]').waitFor({ timeout: 30_000 })
      await page.setViewportSize(PHONE_SCREENS[1])
      await login.locator('.otp input').first().tap()
      await page.setViewportSize(KEYBOARD_UP)
      await expect.poll(() => shown(page, '.otp')).toBe(true)
      await screenshot(page, 'phone-keyboard-code', 'light')
      expect(await seriousAxeViolations(page)).toEqual([])
      await enterMailedCode(page, login, email)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  }, 90_000)
})

describe('a sheet that may not be closed: sign-in required and not signed in (390 x 844)', () => {
  it('[NAV-25] dragged down past a quarter of its height or flicked, it snaps back and stays open on SIWXSignMessage, with no close', async () => {
    const { page, errors, close } = await openPhone(
      browser(),
      PHONE_SCREENS[1],
      'light',
      'siwx=required',
    )
    try {
      await page.locator('[data-portico="connect-button"]').tap()
      const connect = await restingOn(page, 'Connect')
      await connect
        .locator('[data-group="injected"] .row', { hasText: 'Portico Devnet Wallet' })
        .tap()
      const sign = await restingOn(page, 'SIWXSignMessage')
      await sign.locator('[data-action="sign"]:not([disabled])').waitFor()
      expect(await sign.locator('[data-action="close"]').isDisabled()).toBe(true)
      // The drag handling attached, so a snap-back is the sheet refusing, not a drag unheard.
      await page.locator('[data-sheet="attached"]').waitFor()
      await settledLayout(page)
      // The dialog's own close event, the one a closed <dialog> always fires.
      await sign.evaluate((element) => {
        element.addEventListener('close', () => {
          element.dataset.closedOnce = 'true'
        })
      })
      const title = await centreOf(sign.locator('header h2'))
      const height = (await sign.boundingBox())?.height ?? 0

      let followed = 0
      await touchDrag(page, {
        from: title,
        dy: height * 0.4,
        steps: 10,
        msPerStep: 100,
        beforeRelease: async () => {
          followed = await sheetOffset(sign)
        },
      })
      // It went with the finger, then back to rest, still on the sign view.
      expect(followed).toBeGreaterThan(height * 0.3)
      await restingOn(page, 'SIWXSignMessage')

      await touchDrag(page, { from: title, dy: 48, steps: 3, msPerStep: 16 })
      await restingOn(page, 'SIWXSignMessage')
      expect(await sign.getAttribute('data-closed-once')).toBeNull()
      expect(await sign.getAttribute('open')).toBe('')
      // The drag swallowed no later tap: Sign still answers one.
      await sign.locator('[data-action="sign"]').tap()
      await modalClosed(page)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  }, 60_000)
})
