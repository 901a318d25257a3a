import { defineConfig } from 'vitest/config'

// One project per suite; `npm test` (scripts/test.mjs) runs them all.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test-d.ts'],
          typecheck: { enabled: true, include: ['test/unit/**/*.test-d.ts'] },
        },
      },
      {
        test: {
          name: 'contract',
          include: ['test/contract/**/*.test.ts', 'test/contract/**/*.test-d.ts'],
          typecheck: { enabled: true, include: ['test/contract/**/*.test-d.ts'] },
        },
      },
      {
        test: {
          name: 'package',
          include: ['test/package/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'bench',
          include: [],
          benchmark: { include: ['bench/**/*.bench.ts'] },
        },
      },
      {
        test: {
          name: 'devnet',
          include: ['test/devnet/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Bounded by FUZZ_RUNS (200 cases per target in npm test, 10,000 in npm run fuzz).
          name: 'fuzz',
          include: ['test/fuzz/**/*.test.ts'],
          testTimeout: 3_600_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The built docs site (npm run docs:build) in Chromium: its own browser, no devnet.
          name: 'docs',
          include: ['test/docs/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          // The host pages of test/hosts share the browser suite's one devnet.
          include: ['test/e2e/**/*.test.ts', 'test/hosts/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A page's reaction (a restore after a reload, a view after a click) can take seconds
          // on a loaded 2-core machine; vitest's default of one second made such waits flaky.
          expect: { poll: { timeout: 10_000 } },
          // One file at a time on any machine: the files share one devnet, whose fault switches
          // and chain state a test turns for the whole devnet.
          fileParallelism: false,
        },
      },
    ],
  },
})
