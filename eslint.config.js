// ESLint flat config: typescript-eslint's recommended rules over the tool, tests and scripts, zero warnings allowed.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'lib/',
      'dist/',
      '.dist.releases/',
      '.astro/',
      'node_modules/',
      'coverage/',
      'src/site/',
      'reports/',
      'examples/astro-blog/',
      // (The development set's sources are pinned copies of other projects' files, evidence, not this tool's code.)
      'test/devset/sources/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
