import { defineConfig } from 'vitepress'

const guides = [
  { text: 'Getting started (React)', link: '/guide/getting-started' },
  { text: 'The modal', link: '/guide/modal' },
  { text: 'Headless: your own connect UI', link: '/guide/headless' },
  { text: 'Embedded wallet and secure site', link: '/guide/embedded-wallet' },
  { text: 'Passkeys, key export, sessions', link: '/guide/account-security' },
  { text: 'On phones: wallet apps', link: '/guide/mobile' },
  { text: 'Sign-in (SIWX)', link: '/guide/siwx' },
  { text: 'Batch calls (EIP-5792)', link: '/guide/batch-calls' },
  { text: 'Errors', link: '/guide/errors' },
  { text: 'Privacy and the request ledger', link: '/guide/privacy' },
  { text: 'Going to production', link: '/guide/production' },
]

const hosts = [
  { text: 'wagmi', link: '/guide/wagmi' },
  { text: 'viem', link: '/guide/viem' },
  { text: 'ethers', link: '/guide/ethers' },
  { text: '@solana/kit', link: '/guide/solana-kit' },
  { text: 'Next.js App Router', link: '/guide/nextjs' },
  { text: 'Plain JavaScript', link: '/guide/vanilla' },
]

const contributing = [
  { text: 'Testing against the devnet', link: '/guide/devnet' },
  { text: 'Contract first', link: '/guide/contract-first' },
]

// VitePress's own slugify, keeping `_`: TypeDoc links `CODED_ERRORS` as #coded_errors.
const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s~`!@#$%^&*()\-+=[\]{}|\\;:"'“”‘’<>,.?/]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase()

const api = [
  { text: 'portico', link: '/api/portico' },
  { text: 'portico/clients', link: '/api/portico-clients' },
  { text: 'portico/react', link: '/api/portico-react' },
  { text: 'portico/ui', link: '/api/portico-ui' },
  { text: 'portico/wagmi', link: '/api/portico-wagmi' },
]

// Everything the site loads is its own: local search, the theme's bundled fonts, no analytics.
export default defineConfig({
  title: 'Portico',
  description: 'Wallet connection and crypto sign-in for web apps',
  lang: 'en-US',
  // The snippets are compiled files included by the guides, not pages.
  srcExclude: ['snippets/**'],
  cleanUrls: false,
  lastUpdated: false,
  markdown: {
    theme: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
    anchor: { slugify },
  },
  // The API pages are large single chunks; nothing is fetched from elsewhere.
  vite: { build: { chunkSizeWarningLimit: 2000 } },
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/getting-started' },
      { text: 'API', link: '/api/portico' },
    ],
    sidebar: [
      { text: 'Guides', items: guides },
      { text: 'Host stacks', items: hosts },
      { text: 'Working on Portico', items: contributing },
      { text: 'API reference', items: api },
    ],
    // No aria-label on the search button: its name is its text, which axe requires it to contain.
    search: {
      provider: 'local',
      options: { translations: { button: { buttonText: 'Search', buttonAriaLabel: '' } } },
    },
    outline: { level: [2, 3] },
  },
})
