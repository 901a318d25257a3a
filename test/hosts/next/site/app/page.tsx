// A server component holding the client one: the README's React snippet (App.tsx) inside
// portico-app.tsx (docs/snippets/next-portico-app.tsx), both written here by
// test/hosts/next/next.test.ts.
import { PorticoApp } from './portico-app'

// Rendered for every request by `next start`, so the test reads what the server renders.
export const dynamic = 'force-dynamic'

export default function Page() {
  return (
    <main>
      <PorticoApp />
    </main>
  )
}
