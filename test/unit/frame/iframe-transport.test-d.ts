import { describe, expectTypeOf, it } from 'vitest'
import type { MessageWindow } from '../../../src/frame/frame-transport.js'
import type { IframeDocument, IframeElement } from '../../../src/frame/iframe-transport.js'
import type { EmbeddedWindow } from '../../../src/frame/parent-transport.js'
import type { PopupHost, PopupWindow } from '../../../src/frame/social-popup.js'

// The transports take narrow structural types so unit tests can pass fakes; the browser (and the
// later Chromium tests) pass the real DOM objects, which must keep fitting them.
describe('the real DOM fits the transport types', () => {
  it('document, iframe and window', () => {
    expectTypeOf<Document>().toExtend<IframeDocument<HTMLIFrameElement>>()
    expectTypeOf<HTMLIFrameElement>().toExtend<IframeElement>()
    expectTypeOf<Window>().toExtend<MessageWindow>()
    expectTypeOf<Window>().toExtend<EmbeddedWindow>()
  })

  it('popup host and popup window', () => {
    expectTypeOf<Window>().toExtend<PopupHost>()
    expectTypeOf<WindowProxy>().toExtend<PopupWindow>()
  })
})
