// The way from a public instance to its controllers, for Portico's own entries (portico/react,
// portico/ui, portico/wagmi, the headless functions) and the playground's devtools: an app holds
// only the public `Portico`, and no cast is needed to get from one to the other.
import type { PorticoInternals } from '../create-portico.js'
import { PorticoError } from '../core/portico-error.js'
import type { Portico } from './public-portico.js'

const internals = new WeakMap<Portico, PorticoInternals>()

/** Records which internals a public instance stands for (its one maker, `publicInstance`). */
export function registerInternals(portico: Portico, parts: PorticoInternals): void {
  internals.set(portico, parts)
}

/** The controllers behind an instance `createPortico` made; throws for any other object. */
export function internalsOf(portico: Portico): PorticoInternals {
  const parts = internals.get(portico)
  if (!parts) throw new PorticoError('Not a Portico instance')
  return parts
}
