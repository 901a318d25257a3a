import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    // test/package/host, the host pages of test/hosts and the docs' snippets are compiled against
    // the packed tarball by their tests, not the repository.
    ignores: [
      'node_modules',
      'dist',
      '.devnet',
      'test-results',
      'generated',
      'test/package/host',
      'test/hosts/next/site',
      'test/hosts/*/src',
      'docs/snippets',
      'docs/api',
      'docs/.vitepress/dist',
      'docs/.vitepress/cache',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-assertions': [
        'error',
        { assertionStyle: 'as', objectLiteralTypeAssertions: 'never' },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // An overload documented apart says something a union would not (the store's setState: a
      // recipe returns nothing, a change function returns fields checked against the state).
      '@typescript-eslint/unified-signatures': [
        'error',
        { ignoreOverloadsWithDifferentJSDoc: true },
      ],
    },
  },
  {
    // The peer range starts at React 18.3, where these React 19 behaviours do not exist; the
    // types cannot see them (tsconfig.react18.json checks the rest against @types/react 18).
    files: ['src/react/**/*.tsx', 'src/ui/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.type='JSXIdentifier'][name.name=/^[A-Z]/] > JSXAttribute[name.name='ref']",
          message:
            'React 18 does not pass `ref` to a function component: pass the element up another way.',
        },
        {
          selector: ":function > ObjectPattern > Property[key.name='ref']",
          message: 'React 18 never hands a component a `ref` prop.',
        },
        {
          selector:
            "JSXAttribute[name.name='ref'] > JSXExpressionContainer > :function[body.type!='BlockStatement']",
          message:
            'A ref callback returns nothing: React 19 would run what it returns as a cleanup, React 18 never.',
        },
        {
          selector:
            "JSXAttribute[name.name='ref'] > JSXExpressionContainer > :function > BlockStatement > ReturnStatement[argument]",
          message:
            'A ref callback returns nothing: React 19 would run what it returns as a cleanup, React 18 never.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
)
