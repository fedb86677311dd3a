import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const domain = fileURLToPath(new URL('./functions/src/domain', import.meta.url));

/** The component tests (jsdom), shared by the two web projects below. */
const web = {
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

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['functions/test/**/*.test.ts', 'scripts/bundle/**/*.test.ts'],
          exclude: ['functions/test/integration/**', 'functions/test/deploy/**'],
          environment: 'node',
          env: { TZ: 'UTC' },
          globalSetup: ['functions/test/support/tempRoot.ts'],
          setupFiles: ['functions/test/support/setupAccounts.ts'],
          testTimeout: 30_000,
        },
      },
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
