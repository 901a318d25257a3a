/**
 * The account pages' look, in the modal's palette for each of its two themes (the page's
 * `data-theme`), served as /account.css: the page's CSP allows no inline style.
 */
export const ACCOUNT_PAGE_CSS = `
:root { color-scheme: light; --bg: #ffffff; --fg: #141414; --muted: #495057; --line: #dee2e6;
  --accent: #3b5bdb; --accent-fg: #ffffff; --warn: #c92a2a; font: 15px/1.45 system-ui, sans-serif; }
:root[data-theme='dark'] { color-scheme: dark; --bg: #1e1f22; --fg: #f1f3f5; --muted: #b8bcc2;
  --line: #3d3f44; --accent: #748ffc; --accent-fg: #10131a; --warn: #ff8787; }
body { margin: 0; background: var(--bg); color: var(--fg); }
main { display: flex; flex-direction: column; gap: 10px; padding: 4px 2px 12px; }
h1 { font-size: 16px; margin: 0; }
p { margin: 0; }
.muted, [role='status'] { color: var(--muted); font-size: 13px; }
#export-warning { border: 1px solid var(--warn); border-radius: 10px; padding: 8px 10px; }
ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
li { display: grid; gap: 2px; border: 1px solid var(--line); border-radius: 12px; padding: 8px 10px; }
section { display: flex; flex-direction: column; gap: 8px; }
label { font-size: 13px; }
input { font: inherit; padding: 8px 10px; border: 1px solid var(--line); border-radius: 10px;
  background: var(--bg); color: var(--fg); letter-spacing: 2px; }
button { font: inherit; padding: 8px 12px; border-radius: 10px; border: 1px solid var(--accent);
  background: var(--accent); color: var(--accent-fg); cursor: pointer; }
li button { justify-self: start; background: transparent; color: var(--fg); border-color: var(--line); }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
dl { margin: 0; display: grid; gap: 6px; }
dt { font-weight: 600; }
dd { margin: 0; display: grid; gap: 6px; }
code { word-break: break-all; font-size: 12px; padding: 6px 8px; border-radius: 8px;
  border: 1px solid var(--line); }
`
