// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Features shared by others: the session and guards, and the dialogs the visit screens' action bars open
 * (Spent, and the Bills and Placement Docs uploads).
 */
const sharedFeatures = ['auth', 'spend', 'uploads'];

/** Features stay independent: each may import only itself and the shared features. */
const featureZones = features
  .filter((feature) => !sharedFeatures.includes(feature))
  .map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`, ...sharedFeatures.map((shared) => `./${shared}`)],
    message: 'Features do not import each other; move what they share to components/ or lib/.',
  }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      'web/dist/**',
      '.local/**',
      'test-results/**',
      'playwright-report/**',
      '.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './functions/src/domain',
              from: './functions/src',
              except: ['./domain'],
              message: 'The domain folder is isomorphic: it imports nothing from the rest of functions.',
            },
            ...featureZones,
          ],
        },
      ],
    },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
  },
  {
    files: ['functions/src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'firebase', 'firebase/*', 'firebase-*', '@firebase/*', 'react', 'react-*'],
              message: 'The domain folder is isomorphic: no Node, DOM, Firebase or React imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['*.js', '*.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
