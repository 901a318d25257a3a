// In a Telegram Mini App: the page loads Telegram's script before the app's own,
//   <script src="https://telegram.org/js/telegram-web-app.js"></script>
// and Portico finds its bridge (window.Telegram.WebApp.openLink) by itself: nothing to set.
import { createPortico, type CreatePorticoOptions } from 'portico'

export function createTelegramPortico(options: CreatePorticoOptions) {
  return createPortico(options)
}

// An app that opens links its own way passes openLink, which comes before Telegram's bridge.
export function createTelegramPorticoWithOwnOpener(
  options: CreatePorticoOptions,
  openOutside: (url: string) => void,
) {
  return createPortico({ ...options, openLink: openOutside })
}
