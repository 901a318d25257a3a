/**
 * The modal's stylesheet, adopted into its shadow root (adopt-stylesheet.ts), so it works under a
 * CSP without 'unsafe-inline' and neither leaks into nor takes from the host page. Timings are the
 * spec's: header text 120 ms, view change 150 ms, height 150 ms, error shake 500 ms.
 * As a bottom sheet (a phone) it sits above the keyboard (--p-keyboard, --p-visible, set by
 * ui/sheet), its footer clear of the home indicator; its header alone takes a drag, so the body
 * still scrolls; two logins a row, as three would run "Farcaster" into its border.
 */
export const MODAL_CSS = `
:host { all: initial; }
.root {
  --p-accent: #3b5bdb; --p-on-accent: #fff; --p-bg: #ffffff; --p-bg-2: #f1f3f5; --p-bg-3: #e9ecef;
  --p-fg: #141414; --p-fg-2: #495057; --p-border: #dee2e6; --p-error: #c92a2a; --p-success: #237032;
  --p-radius: 16px; --p-font: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  --p-header-ms: 120ms; --p-view-ms: 150ms; --p-height-ms: 150ms; --p-shake-ms: 500ms;
  font-family: var(--p-font); color: var(--p-fg); font-size: 15px; line-height: 1.4;
}
.root[data-theme='dark'] {
  --p-accent: #748ffc; --p-on-accent: #10131a; --p-bg: #1e1f22; --p-bg-2: #2a2b2f; --p-bg-3: #35363b;
  --p-fg: #f1f3f5; --p-fg-2: #b8bcc2; --p-border: #3d3f44; --p-error: #ff8787; --p-success: #69db7c;
}
@media (prefers-reduced-motion: reduce) {
  .root { --p-header-ms: 0ms; --p-view-ms: 0ms; --p-height-ms: 0ms; --p-shake-ms: 0ms; }
}
dialog {
  box-sizing: border-box; width: 370px; max-width: calc(100vw - 24px); max-height: min(720px, calc(100vh - 48px));
  padding: 0; border: 1px solid var(--p-border); border-radius: var(--p-radius);
  background: var(--p-bg); color: var(--p-fg); font: inherit; overflow: hidden;
  display: none; flex-direction: column;
}
dialog[open] { display: flex; animation: p-enter var(--p-view-ms) ease-out; }
@keyframes p-enter { from { opacity: 0; transform: scale(0.97); } }
dialog::backdrop { background: rgb(0 0 0 / 45%); }
dialog.shake { animation: p-shake var(--p-shake-ms) ease-in-out; }
@keyframes p-shake { 20%, 60% { transform: translateX(-6px); } 40%, 80% { transform: translateX(6px); } }
@media (max-width: 430px) {
  dialog { width: 100vw; max-width: 100vw; margin: auto 0 0; border-width: 1px 0 0; border-radius: var(--p-radius) var(--p-radius) 0 0; }
  dialog[open] { animation-name: p-rise; }
  dialog { margin-bottom: var(--p-keyboard, 0px); max-height: calc(var(--p-visible, 100vh) - 48px); padding-bottom: env(safe-area-inset-bottom, 0px); transition: transform var(--p-height-ms) ease-out; }
  dialog[data-dragging='true'] { transition: none; }
  .body .socials { grid-template-columns: 1fr 1fr; }
  header { touch-action: none; position: relative; padding-top: 16px; }
  header::before { content: ''; position: absolute; top: 6px; left: 50%; width: 36px; height: 4px; margin-left: -18px; border-radius: 2px; background: var(--p-border); }
}
@keyframes p-rise { from { transform: translateY(24px); opacity: 0; } }
header { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; padding: 12px 12px 4px; }
header h2 { margin: 0; text-align: center; font-size: 16px; font-weight: 600; transition: opacity var(--p-header-ms); }
.body { overflow-y: auto; padding: 8px 16px 16px; min-height: 0; flex: 0 1 auto; box-sizing: border-box; transition: height var(--p-height-ms) ease; }
.view { animation: p-fade var(--p-view-ms) ease-out; display: flex; flex-direction: column; gap: 8px; }
@keyframes p-fade { from { opacity: 0; transform: translateY(4px); } }
button, input { font: inherit; color: inherit; }
.icon-button { width: 36px; height: 36px; border-radius: 50%; border: 0; background: transparent; cursor: pointer; display: grid; place-items: center; padding: 0; }
.icon { width: 18px; height: 18px; flex: none; }
.icon.large { width: 40px; height: 40px; }
img.icon { border-radius: 50%; object-fit: cover; }
.placeholder .icon { width: 22px; height: 22px; }
.scroll-cue { position: relative; height: 0; z-index: 1; pointer-events: none; }
/* The cues sit on the body's edges and shade outwards (over the header's and footer's padding),
   never over the content, so nothing under them loses contrast. */
.scroll-cue::after { content: ''; position: absolute; left: 0; right: 0; height: 8px; opacity: 0; transition: opacity var(--p-view-ms); }
.scroll-cue.top::after { bottom: 0; height: 4px; border-bottom: 1px solid var(--p-border); background: linear-gradient(transparent, rgb(0 0 0 / 12%)); }
.scroll-cue.bottom::after { top: 0; border-top: 2px solid var(--p-accent); background: linear-gradient(rgb(0 0 0 / 18%), transparent); }
.scroll-cue[data-shown='true']::after { opacity: 1; }
/* Hover only where there is one: a phone's tap would leave the shade stuck. */
@media (hover: hover) { .icon-button:hover, .row:hover { background: var(--p-bg-2); } }
:focus-visible { outline: 2px solid var(--p-accent); outline-offset: 2px; }
.row {
  display: flex; align-items: center; gap: 12px; width: 100%; box-sizing: border-box; min-height: 56px;
  padding: 8px 12px; border: 0; border-radius: 12px; background: var(--p-bg-2); cursor: pointer; text-align: start;
}
.row[aria-current='true'] { outline: 2px solid var(--p-accent); }
.row:disabled { opacity: 0.5; cursor: not-allowed; }
.row .name { flex: 1; min-width: 0; font-weight: 500; overflow-wrap: anywhere; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2; overflow: hidden; }
.ellipsis { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.tag { font-size: 12px; padding: 2px 8px; border-radius: 999px; background: var(--p-bg-3); color: var(--p-fg-2); white-space: nowrap; flex-shrink: 0; }
.wallet-image { width: 40px; height: 40px; border-radius: 10px; background: var(--p-bg-3); flex: none; object-fit: cover; }
.wallet-image.large { width: 72px; height: 72px; border-radius: 20px; }
.wallet-slot { display: contents; }
.placeholder { display: grid; place-items: center; font-weight: 600; color: var(--p-fg-2); }
a.secondary { text-decoration: none; color: var(--p-fg); box-sizing: border-box; max-width: 100%; }
.group-label { margin: 8px 4px 0; font-size: 13px; color: var(--p-fg-2); }
.primary, .secondary {
  min-height: 44px; padding: 6px 16px; border-radius: 12px; cursor: pointer; font-weight: 600;
  display: inline-flex; align-items: center; justify-content: center; gap: 6px; text-align: center;
}
.primary { border: 0; background: var(--p-accent); color: var(--p-on-accent); }
.secondary { border: 1px solid var(--p-border); background: var(--p-bg); }
.primary:disabled, .secondary:disabled { opacity: 0.5; cursor: not-allowed; }
.field { display: flex; gap: 8px; }
.account-email { align-items: center; font-size: 13px; overflow-wrap: anywhere; }
.field input, .search {
  flex: 1; min-width: 0; min-height: 44px; padding: 0 12px; border: 1px solid var(--p-border); border-radius: 12px; background: var(--p-bg);
}
.actions { display: flex; flex-wrap: wrap; gap: 8px; width: 100%; }
.actions > * { flex: 1 1 auto; }
.center > .actions > * { min-width: 96px; padding: 6px 12px; }
.socials { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 100px), 1fr)); gap: 8px; }
.socials > button { padding: 6px 8px; }
.center { display: flex; flex-direction: column; align-items: center; gap: 12px; text-align: center; padding: 12px 0; }
.capitalised { text-transform: capitalize; }
.muted { color: var(--p-fg-2); font-size: 13px; margin: 0; }
.error-text { color: var(--p-error); margin: 0; }
.spinner { position: relative; width: 88px; height: 88px; display: grid; place-items: center; }
.spinner::before { content: ''; position: absolute; inset: 0; border-radius: 24px; border: 3px solid var(--p-bg-3); border-top-color: var(--p-accent); animation: p-spin 1s linear infinite; }
.spinner.stopped::before { animation: none; border-top-color: var(--p-error); }
@keyframes p-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner::before { animation: none; } }
.siwx-message { margin: 0; width: 100%; box-sizing: border-box; max-height: 220px; overflow: auto; padding: 12px; border-radius: 12px; background: var(--p-bg-2); border: 1px solid var(--p-border); text-align: start; font-size: 12px; white-space: pre-wrap; word-break: break-word; }
.qr { width: 260px; height: 260px; padding: 12px; background: #fff; border-radius: 16px; }
.qr svg { width: 100%; height: 100%; display: block; }
.otp { display: flex; gap: 8px; justify-content: center; }
.otp input { width: 40px; height: 48px; text-align: center; font-size: 20px; border: 1px solid var(--p-border); border-radius: 10px; background: var(--p-bg); }
.all-wallets-list { height: 420px; overflow-y: auto; position: relative; }
.all-wallets-list .row { position: absolute; inset-inline-start: 0; top: 0; }
.tabs { display: flex; gap: 4px; background: var(--p-bg-2); border-radius: 12px; padding: 4px; }
.tabs [role='tab'] { flex: 1; border: 0; border-radius: 10px; padding: 8px; background: transparent; cursor: pointer; }
.tabs [role='tab'][aria-selected='true'] { background: var(--p-bg); font-weight: 600; }
.avatar { width: 64px; height: 64px; border-radius: 50%; background: conic-gradient(from 90deg, var(--p-accent), #e64980, #fab005, var(--p-accent)); }
.balance { font-size: 20px; font-weight: 600; margin: 0; }
.address { font-size: 18px; font-weight: 600; margin: 0; }
.list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.list li { display: flex; justify-content: space-between; gap: 8px; padding: 8px 12px; background: var(--p-bg-2); border-radius: 10px; }
.list li > :first-child { min-width: 0; overflow-wrap: break-word; }
.nowrap { white-space: nowrap; }
.amount { white-space: nowrap; font-variant-numeric: tabular-nums; position: relative; }
.amount[data-whole]:focus::after {
  content: attr(data-whole); position: absolute; inset-inline-end: 0; bottom: calc(100% + 4px); z-index: 2; padding: 4px 8px;
  border-radius: 8px; background: var(--p-fg); color: var(--p-bg); font-size: 12px; white-space: nowrap;
}
.list li { align-items: center; }
.activity-row > span { display: flex; flex-direction: column; }
.activity-row > span:last-child { align-items: end; flex-shrink: 0; }
.list li.activity-more { background: none; justify-content: center; }
footer { border-top: 1px solid var(--p-border); padding: 12px 16px; text-align: center; font-size: 13px; color: var(--p-fg-2); }
footer a { color: var(--p-accent); }
.toast {
  position: absolute; top: 12px; left: 50%; transform: translateX(-50%); z-index: 2; display: flex; gap: 8px; align-items: center;
  padding: 8px 14px; border-radius: 999px; background: var(--p-bg-3); border: 1px solid var(--p-border); font-size: 13px;
  animation: p-fade var(--p-view-ms) ease-out; max-width: 90%;
}
.toast[data-variant='error'] { color: var(--p-error); }
.toast[data-variant='success'] { color: var(--p-success); }
.alert { margin: 0 16px 8px; padding: 10px 12px; border-radius: 12px; background: var(--p-bg-2); border: 1px solid var(--p-border); display: flex; gap: 8px; align-items: start; font-size: 13px; }
.alert[data-variant='warning'] { border-color: #e67700; }
.alert p { flex: 1; margin: 0; }
.view > label, .view > * > label { display: flex; flex-direction: column; gap: 4px; font-size: 13px; color: var(--p-fg-2); }
.view > label :is(input, select), .view > * > label :is(input, select) {
  min-height: 44px; padding: 0 12px; border: 1px solid var(--p-border); border-radius: 12px; background: var(--p-bg); color: var(--p-fg); font: inherit; font-size: 15px;
}
.field .suffix { align-self: center; color: var(--p-fg-2); font-size: 15px; }
.link-button { border: 0; background: transparent; padding: 0; cursor: pointer; color: var(--p-accent); font-weight: 500; text-align: start; }
.details { display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; margin: 0; padding: 10px 12px; background: var(--p-bg-2); border-radius: 12px; font-size: 13px; }
.details dt { color: var(--p-fg-2); white-space: nowrap; }
.details dd { margin: 0; text-align: end; min-width: 0; overflow-wrap: anywhere; }
.outcome { display: flex; flex-direction: column; gap: 12px; }
.outcome .center { padding: 4px 0; gap: 8px; }
.outcome-title { margin: 0; font-size: 17px; font-weight: 600; }
.outcome-icon.success { color: var(--p-success); }
.outcome-icon.failure { color: var(--p-error); }
.details a { color: var(--p-accent); display: inline-flex; align-items: center; gap: 4px; }
.details a .icon { width: 14px; height: 14px; }
.steps { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; text-align: start; }
.steps li { display: flex; align-items: center; gap: 8px; color: var(--p-fg-2); }
.steps li[data-step='current'] { color: var(--p-fg); font-weight: 600; }
.steps li[data-step='done'] .icon { color: var(--p-success); }
.step-mark { width: 14px; height: 14px; margin: 2px; border-radius: 50%; border: 2px solid var(--p-border); flex: none; }
.steps li[data-step='current'] .step-mark { border-color: var(--p-accent); border-top-color: transparent; animation: p-spin 0.8s linear infinite; }
@media (prefers-reduced-motion: reduce) { .steps .step-mark { animation: none; } }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
/* Right to left (ar, he): the back arrow points the way back; hashes, addresses and amounts
   stay left to right inside the sentence around them. */
.root[dir='rtl'] [data-action='back'] svg { transform: scaleX(-1); }
.nowrap, .hash, .amount { direction: ltr; unicode-bidi: isolate; }
`
