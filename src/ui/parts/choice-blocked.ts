import { createContext } from 'react'

/**
 * True while the wallets are listed but cannot be chosen (the terms not agreed yet): a long list
 * then shows its first rows without scrolling, as nothing in it can take the focus to scroll it.
 */
export const ChoiceBlocked = createContext(false)
