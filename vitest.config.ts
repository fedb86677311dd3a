import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const domain = fileURLToPath(new URL('./functions/src/domain', import.meta.url));
/**
 * A worker per core: vitest leaves one to its main process, which mostly waits, so on 2 cores it ran one
 * worker and half the machine idled (the unit stage took 163 s with one, 117 s with two; three, no
 * better). Every project that runs in one vitest run needs the same figure.
 */
const maxWorkers = availableParallelism();

/** The component tests (jsdom), shared by the two web projects below. */
const web = {
  maxWorkers,
  root: './web',
  include: ['src/**/*.test.{ts,tsx}'],
  environment: 'jsdom',
  setupFiles: ['./src/testing/setup.ts'],
  env: { TZ: 'UTC' },
  // A screen with charts takes seconds to render in jsdom on 2 busy cores (5 s is the default).
  testTimeout: 20_000,
};
const blobFiles = [
  'src/features/uploads/UploadDialog.test.tsx',
  'src/features/spend/SpentDialogBills.test.tsx',
];

/** The node unit tests, shared by the two unit projects below. */
const unit = {
  maxWorkers,
  environment: 'node',
  env: { TZ: 'UTC' },
  globalSetup: ['functions/test/support/tempRoot.ts'],
  setupFiles: ['functions/test/support/setupAccounts.ts', 'functions/test/support/realClock.ts'],
  testTimeout: 30_000,
};
/**
 * Files that set an SDK's switches before it loads, which it reads once per process: the Cloudinary
 * SDK its host (CLOUDINARY_URL), firebase-functions its debug mode (tokens decoded unverified).
 */
const ownProcessFiles = [
  'functions/test/uploads/**/*.test.ts',
  'functions/test/files/fileCallables.test.ts',
  'functions/test/indexes/imageHostCheck.test.ts',
  'functions/test/lib/deepBody.test.ts',
  'functions/test/lib/unreadableValue.test.ts',
  'functions/test/lib/entryImports.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...unit,
          name: 'unit',
          include: [
            'functions/test/**/*.test.ts',
            'scripts/bundle/**/*.test.ts',
            'scripts/bills/**/*.test.ts',
            'scripts/stack/**/*.test.ts',
          ],
          exclude: ['functions/test/integration/**', 'functions/test/deploy/**', ...ownProcessFiles],
          // Files share their worker's loaded node_modules (setupAccounts.ts gives each file the
          // functions' own modules afresh): importing them per file was half this project's time
          // (145 s against 77 s on 2 cores).
          isolate: false,
        },
      },
      { test: { ...unit, name: 'unit-own-process', include: ownProcessFiles } },
      {
        extends: './web/vite.config.ts',
        test: {
          ...web,
          name: 'web',
          exclude: blobFiles,
          // Each file in a VM context of a reused worker: jsdom is loaded once per worker, not once per
          // file (setting it up was 58% of this project's time; the run went from 197 s to 88 s).
          pool: 'vmForks',
        },
      },
      {
        extends: './web/vite.config.ts',
        // Photos: a Blob stored in fake-indexeddb and read back is not the same realm's Blob in a VM
        // context, so these files keep a process of their own.
        test: { ...web, name: 'web-blobs', include: blobFiles },
      },
      {
        test: {
          name: 'deploy',
          maxWorkers,
          include: ['functions/test/deploy/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['functions/test/integration/**/*.test.ts', 'scripts/test/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
          // A first call to each function starts a worker process of the Functions emulator; beside the
          // browser tests' sign-ins on 2 cores, a test of six cold calls took over 60 s in CI.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
  resolve: { alias: { '@domain': domain } },
});
