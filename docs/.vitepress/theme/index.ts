/// <reference types="vitepress/client" />
import DefaultTheme from 'vitepress/theme'
import { h } from 'vue'
// The Connect view as the browser suite draws and compares it on every run, so it never goes stale.
import modalDark from '../../../test/e2e/baselines/Connect-dark-1280.png'
import modalLight from '../../../test/e2e/baselines/Connect-light-1280.png'
import './portico.css'

const ALT =
  "Portico's modal, Connect view: WalletConnect, installed wallets, All wallets, email and social logins"

// One picture per theme; portico.css shows the one of the site's mode.
const ModalPicture = () => [
  h('img', { src: modalLight, class: 'portico-modal-picture portico-light', alt: ALT }),
  h('img', { src: modalDark, class: 'portico-modal-picture portico-dark', alt: ALT }),
]

export default {
  extends: DefaultTheme,
  Layout: () => h(DefaultTheme.Layout, null, { 'home-hero-image': ModalPicture }),
}
