/**
 * The modal's action icons, each one SVG path on a 24-unit grid drawn with a 2-unit round
 * stroke. Shapes are Lucide's (lucide.dev, ISC licence, Copyright (c) Lucide Contributors),
 * (some derived from Feather, MIT; both notices in THIRD_PARTY_NOTICES.md),
 * their rectangles and circles rewritten as path commands so one <path> draws each icon and a
 * view's bundle carries only the strings it imports.
 */
const CIRCLE = 'M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0'

export const COPY_ICON =
  'M10 8h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V10a2 2 0 0 1 2-2zM4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2'
export const SEND_ICON = 'M7 7h10v10M7 17 17 7'
export const RECEIVE_ICON = 'M17 7 7 17M17 17H7V7'
export const SWAP_ICON = 'M8 3 4 7l4 4M4 7h16m-4 14 4-4-4-4m4 4H4'
export const BUY_ICON =
  'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM2 10h20M6 14h2'
export const NETWORK_ICON = `${CIRCLE}M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20`
export const DISCONNECT_ICON = 'm16 17 5-5-5-5M21 12H9M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4'
export const BACK_ICON = 'm12 19-7-7 7-7M19 12H5'
export const CLOSE_ICON = 'M18 6 6 18M6 6l12 12'
export const EXTERNAL_LINK_ICON =
  'M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6'
export const SUCCESS_ICON = `${CIRCLE}M16 9l-5.5 5.5L8 12`
export const ERROR_ICON = `${CIRCLE}M12 8v4M12 16h.01`
export const WALLETS_ICON =
  'M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4'
export const NAME_ICON = 'M8 12a4 4 0 1 0 8 0a4 4 0 1 0-8 0M16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-4 8'
export const MAIL_ICON =
  'm22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z'
export const KEY_ICON = 'M3 15a4 4 0 1 0 8 0a4 4 0 1 0-8 0M10 12l9-9M15 7l3 3M18 4l2 2'
export const PASSKEY_ICON =
  'M6 10a6 6 0 0 1 12 0v2M9 20a12 12 0 0 0 1-8 2 2 0 0 1 4 0 16 16 0 0 1-1 9M17 16a20 20 0 0 1-1 5'
export const DEVICES_ICON = 'M3 4h18v12H3zM8 20h8M12 16v4'
