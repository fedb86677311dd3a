import { createRequire } from 'node:module';
import { expect, it } from 'vitest';

it('loads no heavy adapter SDK with the functions entry: each loads on its first use', async () => {
  await import('../../src/index.js');
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  for (const sdk of ['@googleapis/sheets', 'googleapis-common', 'cloudinary']) {
    expect(
      loaded.filter((file) => file.includes(`/node_modules/${sdk}/`)),
      sdk,
    ).toEqual([]);
  }
  // The check sees the CommonJS modules the entry loads: firebase-functions' own are among them.
  expect(loaded.some((file) => file.includes('/node_modules/firebase-admin/'))).toBe(true);
});
