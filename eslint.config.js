// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { figureWriteRule } from './tools/lint/figureWrites.js';

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Dialogs that both visit screens open from their action bar are features of their own (the Spent
 * dialog's spends feed the dashboards; the uploads feed the file library), so `visits` may import them.
 * The Outbox's Edit of a queued spend opens the same Spent dialog with the entry's values, and the
 * Spent dialog's 'Add bill' checks, compresses and queues its photos with the Bills dialog's code.
 */
const sharedFeatures = { visits: ['spend', 'uploads'], outbox: ['spend'], spend: ['uploads'] };

/**
 * The admin's rooms, named for what admins do: the seed's spend dashboards, Review (the spends to
 * decide), Settle (balances, settlements, closing a month and its export), a place's page and the visit
 * log with the pipeline. What staff see of their own money (balance, statement) lives in `spend`.
 */
const adminRooms = ['dashboards', 'review', 'settle', 'places', 'visitLog'];
const isAdminRoom = (feature) => adminRooms.includes(feature);

/**
 * Features stay independent: each imports only itself, what it is allowed to share, and other
 * features' `api/` (their data: a spend save refreshes the Report through the Report's query factory);
 * an admin room may also import another room's public entry (`index.ts`), though a piece two rooms
 * share belongs in components/ or lib/.
 */
const featureZones = features.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [
    `./${feature}`,
    ...(sharedFeatures[feature] ?? []).map((shared) => `./${shared}`),
    ...features.map((other) => `./${other}/api`),
    ...(isAdminRoom(feature)
      ? adminRooms.filter((room) => room !== feature).map((room) => `./${room}/index.ts`)
      : []),
  ],
  message:
    "Features do not import each other (only each other's api/); move what they share to components/ or lib/.",
}));

/**
 * Only the admin rooms import an admin room, its `api/` included (these zones override the `api/`
 * exception above for every other feature): a staff screen imports nothing of the admin's desk; what
 * both need lives in components/ or lib/.
 */
const adminRoomZones = adminRooms.map((room) => ({
  target: features
    .filter((feature) => !isAdminRoom(feature))
    .map((feature) => `./web/src/features/${feature}`),
  from: `./web/src/features/${room}`,
  message: `Only the admin rooms import features/${room}: move what another feature needs to that feature, components/ or lib/.`,
}));

/** The router reaches each admin room through its public entry (its index.ts: the pages it loads lazily). */
const adminRoomEntryZones = adminRooms.map((room) => ({
  target: './web/src/app',
  from: `./web/src/features/${room}`,
  except: ['./index.ts'],
  message: `app/ imports features/${room} only through its public entry, features/${room}/index.ts.`,
}));

const fn = (folder) => `./functions/src/${folder}`;

/**
 * The functions' layers: callables -> services -> ports (domain and lib beside them). Use cases see
 * ports, never SDK adapters; only `config/` picks adapters (and adapters their own helpers).
 */
const functionsLayerZones = [
  {
    target: fn('callables'),
    from: [fn('ports'), fn('adapters')],
    message: 'A callable calls a service; the service reaches the ports.',
  },
  {
    target: fn('services'),
    from: [fn('callables'), fn('lib'), fn('config'), fn('adapters')],
    message: 'Services use the domain and the ports only (take Services from ports/services.ts).',
  },
  {
    target: fn('ports'),
    from: [fn('callables'), fn('services'), fn('lib'), fn('config'), fn('adapters')],
    message: 'Ports are interfaces: they import only the domain and each other.',
  },
  {
    target: [fn('callables'), fn('services'), fn('ports'), fn('lib'), fn('domain'), fn('index.ts')],
    from: fn('adapters'),
    message: 'Adapters are picked in config/ only.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      'web/dist/**',
      'web/dist-*/**',
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
        projectService: { allowDefaultProject: ['*.js', '*.ts', 'tools/lint/*.js', 'tools/lint/*.d.ts'] },
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
            ...functionsLayerZones,
            ...featureZones,
            ...adminRoomZones,
            ...adminRoomEntryZones,
            {
              target: ['./web/src/features', './web/src/components', './web/src/lib'],
              from: './web/src/app',
              message: 'Imports flow shared -> features -> app: app/ wires the screens, nothing imports it.',
            },
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
    // The book has one writer (decision 031): a posting reaches the Store only as services/ledger/book.ts
    // stores it, after checking that its lines balance and that no day it touches is closed.
    files: ['functions/src/**', 'scripts/**'],
    ignores: ['functions/src/domain/**', 'functions/src/services/ledger/book.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/domain/ledger/posting.js', '**/domain/ledger/lines.js'],
              importNames: ['storedPosting', 'lineText'],
              message: 'Only services/ledger/book.ts writes ledger lines: book the event through it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every money figure has one writer (decision 034): services/ledger/ writes them in the posting's
    // own update. Elsewhere a figure's path may be read, never written: not as a key of a write, not
    // as the path of a set, update, transaction or increment.
    files: ['functions/src/**', 'scripts/**'],
    ignores: ['functions/src/services/ledger/**'],
    rules: {
      'no-restricted-syntax': figureWriteRule,
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Small files and short functions (issue 49): a reader finds a part by its name. Tests may be longer.
    files: ['functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: {
      'max-lines': ['error', { max: 250 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  {
    files: ['*.js', '*.ts', 'tools/lint/*'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
