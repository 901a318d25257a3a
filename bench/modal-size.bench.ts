import { bench, describe } from 'vitest'
import { measureModalSize } from './modal-size/measure-modal-size.js'

// The bytes a host page with a connect button and the modal fetches (gzip -9, React excluded):
// firstLoadGzipBytes before the first lazy chunk, totalGzipBytes with every lazy view.
describe('modal size', () => {
  bench(
    'build the minimal host page and weigh it',
    async () => {
      const { firstLoadGzipBytes, totalGzipBytes, coreFirstLoadGzipBytes } =
        await measureModalSize()
      console.log(JSON.stringify({ firstLoadGzipBytes, totalGzipBytes, coreFirstLoadGzipBytes }))
    },
    { iterations: 1, time: 0 },
  )
})
