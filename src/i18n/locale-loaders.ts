import type { Messages } from './locales/en.js'
import type { LocaleTag } from './shipped-locales.js'

type Loader = () => Promise<{ default: Messages }>

/**
 * Every shipped locale but English, each its own import(): a bundler makes one chunk per locale,
 * and a page fetches only the one its visitor reads.
 */
export const LOCALE_LOADERS: { readonly [Tag in Exclude<LocaleTag, 'en-US'>]?: Loader } = {}
