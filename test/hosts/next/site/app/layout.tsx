// A server component: the page's frame, rendered on the server only.
import type { ReactNode } from 'react'

// No favicon request: its 404 would be the only console error of the page.
export const metadata = { title: 'Portico on Next.js', icons: { icon: 'data:,' } }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header>
          <h1>My dapp</h1>
          <p data-rendered="server">Rendered on the server at {new Date().toISOString()}</p>
        </header>
        {children}
      </body>
    </html>
  )
}
