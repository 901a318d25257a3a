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
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
)
