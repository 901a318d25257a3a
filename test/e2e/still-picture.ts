import type { Page } from 'playwright-core'

/**
 * Added to the page and to the modal's shadow root while a picture is taken: no animation or
 * transition midway (the modal honours reduced motion, but a picture must not depend on each
 * rule remembering to), no caret.
 */
const STILL_CSS =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }'

/** How many frames a layout may keep moving before the picture is given up on. */
const MAX_FRAMES = 120

/**
 * Stops motion in the page and the modal's shadow root (a constructable stylesheet, which a CSP
 * without 'unsafe-inline' allows) and checks that nothing is still running there; answers a
 * function that gives the page back its motion.
 */
export async function stopMotion(page: Page): Promise<() => Promise<void>> {
  const running = await page.evaluate((css) => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    const roots: (Document | ShadowRoot)[] = [document]
    const shadow = document.querySelector('portico-modal')?.shadowRoot
    if (shadow) roots.push(shadow)
    for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    Object.assign(window, { porticoStillSheet: sheet })
    return roots
      .flatMap((root) => root.getAnimations())
      .filter((animation) => animation.playState === 'running')
      .map((animation) =>
        animation instanceof CSSAnimation
          ? animation.animationName
          : animation instanceof CSSTransition
            ? `transition of ${animation.transitionProperty}`
            : 'a script animation',
      )
  }, STILL_CSS)
  if (running.length > 0) throw new Error(`Still moving with animations off: ${running.join(', ')}`)
  return async () => {
    await page.evaluate(() => {
      const sheet: unknown = Reflect.get(window, 'porticoStillSheet')
      const roots: (Document | ShadowRoot | null | undefined)[] = [
        document,
        document.querySelector('portico-modal')?.shadowRoot,
      ]
      for (const root of roots)
        if (root) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((kept) => kept !== sheet)
    })
  }
}

/**
 * Brings every finite animation and transition of the page and the modal's shadow root to its
 * end (the view, not its entrance), without restarting any: a stylesheet that turns motion off
 * and on again would replay the entrances after the picture. Infinite ones (a spinner's ring) are
 * left to the screenshot's `animations: 'disabled'`. Answers what still runs that is not infinite.
 */
export async function finishMotion(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shadow = document.querySelector('portico-modal')?.shadowRoot
    const animations = [...document.getAnimations(), ...(shadow ? shadow.getAnimations() : [])]
    const finite = animations.filter(
      (animation) => animation.effect?.getComputedTiming().endTime !== Infinity,
    )
    for (const animation of finite) if (animation.playState === 'running') animation.finish()
    return finite
      .filter((animation) => animation.playState === 'running')
      .map((animation) => (animation instanceof CSSAnimation ? animation.animationName : 'one'))
  })
}

/**
 * Cancels the infinite animations of the page and the modal's shadow root (a spinner's ring turns
 * its box every frame, so the layout never reads as settled) until the answered function plays
 * them again: the picture shows them at their start, as the screenshot's `animations: 'disabled'`
 * would.
 */
export async function holdInfiniteAnimations(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    const shadow = document.querySelector('portico-modal')?.shadowRoot
    const animations = [...document.getAnimations(), ...(shadow ? shadow.getAnimations() : [])]
    const infinite = animations.filter(
      (animation) => animation.effect?.getComputedTiming().endTime === Infinity,
    )
    for (const animation of infinite) animation.cancel()
    Object.assign(window, { porticoHeldAnimations: infinite })
  })
  return async () => {
    await page.evaluate(() => {
      const held: unknown = Reflect.get(window, 'porticoHeldAnimations')
      if (Array.isArray(held))
        for (const animation of held) if (animation instanceof Animation) animation.play()
      Reflect.deleteProperty(window, 'porticoHeldAnimations')
    })
  }
}

/**
 * Waits for what a picture shows to be final: the fonts loaded, every image decoded (or failed),
 * and the boxes of the page and of the modal's shadow root the same over two animation frames
 * (the modal sets its body's height from a ResizeObserver, a frame after its content changed).
 */
export async function settledLayout(page: Page): Promise<void> {
  const frames = await page.evaluate(async (maxFrames) => {
    await document.fonts.ready
    const shadow = document.querySelector('portico-modal')?.shadowRoot
    const images = [...document.images, ...(shadow ? [...shadow.querySelectorAll('img')] : [])]
    // An image that never loads is its placeholder's business: waited for a moment, not forever.
    const decoded = (image: HTMLImageElement) =>
      Promise.race([
        image.decode().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 3_000)),
      ])
    await Promise.all(images.map(decoded))
    const nextFrame = () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          resolve()
        })
      })
    const boxes = () =>
      [...document.querySelectorAll('*'), ...(shadow ? [...shadow.querySelectorAll('*')] : [])]
        .map((element) => {
          const box = element.getBoundingClientRect()
          return `${String(box.x)},${String(box.y)},${String(box.width)},${String(box.height)}`
        })
        .join(' ')
    let before = boxes()
    let still = 0
    for (let frame = 1; frame <= maxFrames; frame++) {
      await nextFrame()
      const now = boxes()
      still = now === before ? still + 1 : 0
      if (still === 2) return frame
      before = now
    }
    return undefined
  }, MAX_FRAMES)
  if (frames === undefined)
    throw new Error(`The layout was still moving after ${String(MAX_FRAMES)} frames`)
}
