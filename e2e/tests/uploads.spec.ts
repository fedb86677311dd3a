import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccount, type DemoAccount } from '../../scripts/stack/demoAccounts.js';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import type { UploadRecord } from '../../functions/src/domain/uploads/uploadRecord.js';
import { makePng } from '../../functions/test/support/png.js';
import { clippedPx } from '../support/layout.js';
import { signedInStaff } from '../support/signedIn.js';

/** The local Store the stack writes to: the test runner exports its folder; `npm start` uses .local/store. */
const storeDir = process.env.FIELD_TRACKER_DATA_DIR ?? join(import.meta.dirname, '../../.local/store');

async function records(folder: 'bills' | 'placement_docs'): Promise<UploadRecord[]> {
  const store = new LocalStore(storeDir);
  try {
    return Object.values((await store.get<Record<string, UploadRecord>>(folder)) ?? {});
  } finally {
    store.close();
  }
}

const unique = (name: string) => `${name}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
/** Pixels that differ per run, so no earlier run's upload counts as a duplicate. */
const seeded = () => {
  const seed = randomBytes(3);
  return (x: number, y: number): [number, number, number] => [
    (x + seed[0]!) % 256,
    (y + seed[1]!) % 256,
    seed[2]!,
  ];
};

async function openUpload(
  page: Page,
  account: DemoAccount,
  button: 'Bills' | 'Placement Docs',
): Promise<Locator> {
  await signedInStaff(page, account);
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', {
    name: button === 'Bills' ? 'Upload Your Bills' : 'Upload Placement Docs',
  });
  await expect(dialog).toBeVisible();
  return dialog;
}

const fileInput = (dialog: Locator) => dialog.locator('input[type=file]');

test('a sales rep uploads two bills and a text file is refused; the records hold the true sizes @solo', async ({
  page,
}) => {
  const dialog = await openUpload(page, demoAccount('sales'), 'Bills');
  const upload = dialog.getByRole('button', { name: 'Upload', exact: true });
  await expect(upload).toBeDisabled();
  const first = { name: `${unique('receipt-a')}.png`, png: makePng(640, 480, seeded()) };
  const second = { name: `${unique('receipt-b')}.png`, png: makePng(300, 900, seeded()) };
  await fileInput(dialog).setInputFiles([
    { name: first.name, mimeType: 'image/png', buffer: first.png },
    { name: second.name, mimeType: 'image/png', buffer: second.png },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('fuel 500, toll 60') },
  ]);
  await expect(dialog.getByRole('alert')).toHaveText(
    'Invalid file type. Only image files (JPG, PNG, JPEG) are allowed.',
  );
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('chosen.png') });
  await expect(dialog.getByRole('progressbar', { name: `${first.name} upload progress` })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  // Every progress value the bars show, as the user sees them change (a string: this project has no DOM types).
  await page.evaluate(`
    window.progressSeen = [];
    new MutationObserver((mutations) => {
      for (const mutation of mutations) window.progressSeen.push(mutation.target.getAttribute('aria-valuenow'));
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  `);
  await upload.click();
  await expect(page.getByText('Files uploaded successfully!')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(0);
  expect(await page.evaluate('window.progressSeen')).toContain('100');
  await expect(dialog).toBeHidden({ timeout: 6000 });

  const saved = await records('bills');
  for (const [file, width, height] of [
    [first, 640, 480],
    [second, 300, 900],
  ] as const) {
    const record = saved.find((entry) => entry.original_filename === file.name);
    expect(record, `a record of ${file.name} in ${storeDir}`).toBeDefined();
    expect(record).toMatchObject({
      size: file.png.length,
      width,
      height,
      format: 'image/png',
      dept: 'sales',
    });
    expect(record?.uploadedBy.email).toBe(demoAccount('sales').email);
  }
});

test('a bill over 10 MB is compressed on the phone and uploaded', async ({ page }) => {
  test.setTimeout(120_000);
  const dialog = await openUpload(page, demoAccount('sales'), 'Bills');
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const noise = randomBytes(2000 * 1800 * 3);
  const big = makePng(2000, 1800, (x, y) => {
    const at = (y * 2000 + x) * 3;
    return [noise[at]!, noise[at + 1]!, noise[at + 2]!];
  });
  expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
  const name = `${unique('big-bill')}.png`;
  await fileInput(dialog).setInputFiles({ name, mimeType: 'image/png', buffer: big });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  // Compressing takes seconds: the dialog may have been given back before the answer, which the
  // status line then announces.
  await expect(
    page
      .getByText('Files uploaded successfully!')
      .or(page.getByRole('status').filter({ hasText: `Bill · ${name}: sent` }))
      .first(),
  ).toBeAttached({ timeout: 60_000 });
  const record = (await records('bills')).find((entry) => entry.original_filename === name);
  expect(record).toMatchObject({ format: 'image/jpeg', width: 1024, height: 922 });
  expect(record?.size).toBeLessThanOrEqual(10 * 1024 * 1024);
  // Compressed by the worker bundled with the app, served from the app's own origin.
  expect(
    workers.some((url) => url.startsWith(new URL(page.url()).origin) && url.includes('compress.worker')),
  ).toBe(true);
});

test('a file named .png whose bytes are text is refused', async ({ page }) => {
  const dialog = await openUpload(page, demoAccount('placement'), 'Placement Docs');
  await fileInput(dialog).setInputFiles({
    name: 'offer.png',
    mimeType: 'image/png',
    buffer: Buffer.from('I am text'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Invalid file type. Only image files (JPG, PNG, JPEG) are allowed.',
  );
  await expect(dialog.getByRole('listitem')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
});

test('the same bill chosen twice gets the duplicate warning: your own file, when and under what name', async ({
  page,
}) => {
  const rep = demoAccount('placement');
  const dialog = await openUpload(page, rep, 'Bills');
  const file = { name: `${unique('hotel')}.png`, mimeType: 'image/png', buffer: makePng(50, 40, seeded()) };
  await fileInput(dialog).setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 6000 });
  // The dialog is given back at once; the warning needs the first copy recorded.
  await expect
    .poll(async () => (await records('bills')).some((entry) => entry.original_filename === file.name), {
      timeout: 20_000,
    })
    .toBe(true);

  await page.getByRole('button', { name: 'Bills', exact: true }).click();
  await expect(dialog).toBeVisible();
  await fileInput(dialog).setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const warning = dialog.getByRole('group', { name: `${file.name} is a duplicate` });
  await expect(warning).toContainText('You already uploaded this file on');
  await expect(warning).toContainText(`(as ${file.name})`);
  const row = await dialog.getByRole('listitem').boundingBox();
  for (const button of ['Upload anyway', 'Skip']) {
    const box = await warning.getByRole('button', { name: button }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0), `${button} ends inside the row`).toBeLessThanOrEqual(
      (row?.x ?? 0) + (row?.width ?? 0),
    );
  }
  expect(
    await clippedPx(warning.getByText(/You already uploaded this file/)),
    'pixels of the warning cut off',
  ).toBe(0);
  await warning.getByRole('button', { name: 'Skip' }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(0);
  expect((await records('bills')).filter((entry) => entry.original_filename === file.name)).toHaveLength(1);
});
