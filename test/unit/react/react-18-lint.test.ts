import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

// The React 19 behaviours the types cannot see (tsconfig.react18.json checks the rest), as
// eslint.config.js forbids them in src/react and src/ui.
const CONFIG = new URL('../../../eslint.config.js', import.meta.url).href

/** The rules eslint.config.js gives src/ui's components. */
async function uiRules(): Promise<Linter.RulesRecord> {
  const loaded: unknown = await import(CONFIG)
  const blocks: unknown = Reflect.get(Object(loaded), 'default')
  if (!Array.isArray(blocks)) throw new Error('eslint.config.js exports no config array')
  const block: unknown = blocks.find((entry: unknown) => {
    const files: unknown = Reflect.get(Object(entry), 'files')
    return Array.isArray(files) && files.includes('src/ui/**/*.tsx')
  })
  const rules: unknown = Reflect.get(Object(block), 'rules')
  if (typeof rules !== 'object' || rules === null) throw new Error('No rules for src/ui')
  return { ...rules }
}

const PLANTED = `import { useRef, type Ref } from 'react'

function Box({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} />
}

export function Planted() {
  const box = useRef<HTMLDivElement>(null)
  let seen: HTMLElement | null = null
  return (
    <>
      <Box ref={box} />
      <p ref={(element) => (seen = element)} />
      <p
        ref={(element) => {
          seen = element
          return () => {
            seen = null
          }
        }}
      />
      <p
        ref={(element) => {
          seen = element
        }}
      >
        {String(seen)}
      </p>
    </>
  )
}
`

describe("eslint.config.js's React 18 rules for src/react and src/ui", () => {
  it('refuse a ref handed to a function component, a ref prop, and ref callbacks that return', async () => {
    const linter = new Linter({ configType: 'flat' })
    const messages = linter.verify(
      PLANTED,
      [
        {
          files: ['**/*.tsx'],
          languageOptions: {
            parser: tseslint.parser,
            parserOptions: { ecmaFeatures: { jsx: true } },
          },
          rules: await uiRules(),
        },
      ],
      'src/ui/parts/Planted.tsx',
    )
    expect(messages.map(({ line, ruleId }) => ({ line, ruleId }))).toEqual([
      { line: 3, ruleId: 'no-restricted-syntax' },
      { line: 12, ruleId: 'no-restricted-syntax' },
      { line: 13, ruleId: 'no-restricted-syntax' },
      { line: 17, ruleId: 'no-restricted-syntax' },
    ])
  })
})
