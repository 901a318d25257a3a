import { lazy, Suspense } from 'react'

/**
 * The brand marks' paths are a few kilobytes: they arrive through import() after the first
 * paint of Connect, an empty box of the mark's size holding the place so nothing shifts.
 */
const BrandMark = lazy(() => import('./BrandMark.js'))

export function LazyBrandMark({ brand }: { brand: string }) {
  return (
    <Suspense fallback={<span className="icon" aria-hidden="true" />}>
      <BrandMark brand={brand} />
    </Suspense>
  )
}
