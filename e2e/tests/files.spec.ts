import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { dashboardRefreshMs } from '../../functions/src/domain/constants.js';
import { fileLimits } from '../../functions/src/domain/files/fileLimits.js';
import type { UploadRecord } from '../../functions/src/domain/uploads/uploadRecord.js';
import { makePng } from '../../functions/test/support/png.js';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { seedUploads, type SeededUpload } from '../support/seedUploads.js';
import { signedInAdmin } from '../support/signedIn.js';
import { zipEntries } from '../support/zipEntries.js';

/** The file library as an admin; titles with @desktop run at 1440x900 as well as at 360x740. */

const storeDir = process.env.FIELD_TRACKER_DATA_DIR ?? join(import.meta.dirname, '../../.local/store');
const admin = demoAccount('admin');

async function stored<T>(path: string): Promise<T | null> {
  const store = new LocalStore(storeDir);
  try {
    return await store.get<T>(path);
  } finally {
    store.close();
  }
}

function images(prefix: string, count: number): { name: string; bytes: Buffer }[] {
  return Array.from({ length: count }, (_, index) => {
    const seed = randomBytes(3);
    return {
      name: `${prefix}-${String(index + 1).padStart(2, '0')}.png`,
      bytes: makePng(40 + index, 30, (x, y) => [(x + seed[0]!) % 256, (y + seed[1]!) % 256, seed[2]!]),
    };
  });
}

async function openPlacementDocs(page: Page): Promise<void> {
  await signedInAdmin(page, 'Placement Docs');
  await expect(page.getByRole('heading', { name: 'Placement Docs' })).toBeVisible();
}

const table = (page: Page) => page.locator('table');
const tomorrow = () => {
  const date = new Date(Date.now() + 24 * 60 * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test.describe('the file library', () => {
  test.describe.configure({ mode: 'serial' });
  let seeded: SeededUpload[] = [];
  let prefix = '';

  test.beforeAll(async () => {
    prefix = `lib-${randomBytes(3).toString('hex')}`;
    const files = images(prefix, 17);
    // Two accounts share the uploads: each stays far under the per-account write limit.
    seeded = [
      ...(await seedUploads(demoAccount('placement', 0), 'placement_docs', files.slice(0, 9))),
      ...(await seedUploads(demoAccount('placement', 1), 'placement_docs', files.slice(9))),
    ];
  });

  test('@desktop an admin searches with the keyboard, filters by date, loads to the end and downloads', async ({
    page,
  }) => {
    await openPlacementDocs(page);
    const search = page.getByRole('combobox', { name: 'Search files' });
    await search.fill(`${prefix}-0`);
    const suggestions = page.getByRole('listbox', { name: 'File name suggestions' });
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    const first = (await suggestions.getByRole('option').first().textContent()) ?? '';
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(search).toHaveValue(first);
    await expect(table(page).getByRole('button', { name: first, exact: true })).toBeVisible();
    await expect(table(page).locator('tbody tr')).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');

    const dateRange = page.getByRole('button', { name: /^Date Range/ });
    await dateRange.click();
    await page.getByLabel('Start date').fill(tomorrow());
    await page.getByLabel('End date').fill(tomorrow());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(dateRange).toContainText('Active');
    await expect(page.getByText('No files uploaded in this date range')).toBeVisible();
    await expect(page.getByText('Try a wider date range, or Reset it')).toBeVisible();
    await dateRange.click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(dateRange).not.toContainText('Active');

    // The staff filter, with this run's names: only the second account's 8 uploads, each naming it.
    const second = demoAccount('placement', 1);
    const uploadedBy = page.getByRole('combobox', { name: 'Uploaded by' });
    await search.fill(prefix);
    await uploadedBy.selectOption({ label: second.displayName });
    await expect(page).toHaveURL(/\?staff=[\w-]+$/);
    await expect(table(page).locator('tbody tr')).toHaveCount(8);
    await expect(table(page).locator('tbody tr').filter({ hasText: second.displayName })).toHaveCount(8);
    await uploadedBy.selectOption({ label: 'Everyone' });
    await expect(page).toHaveURL(/\/docs$/);
    await page.getByRole('button', { name: 'Clear search' }).click();

    const noMore = page.getByText('No more files to load.');
    // Load More until the list says there is no more: a press shows the next page (the button waits,
    // disabled, while it loads) or that notice.
    await expect(async () => {
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect(noMore).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    for (const file of seeded) {
      await expect(table(page).getByRole('button', { name: file.name, exact: true })).toBeAttached();
    }

    const [one, two] = seeded;
    if (!one || !two) throw new Error('nothing seeded');
    const nameButton = table(page).getByRole('button', { name: one.name, exact: true });
    await nameButton.click();
    const panel = page.getByRole('dialog', { name: one.name });
    const preview = panel.getByRole('img', { name: `Preview of ${one.name}` });
    await expect(preview).toBeVisible();
    expect(
      await preview.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth),
    ).toBe(40);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(nameButton).toBeFocused();

    const single = await downloaded(page, () =>
      table(page)
        .getByRole('button', { name: `Download ${one.name}` })
        .click(),
    );
    expect(single.name).toBe(one.name);
    expect(single.bytes.equals(one.bytes)).toBe(true);

    await table(page)
      .getByRole('checkbox', { name: `Select ${one.name}` })
      .check();
    await table(page)
      .getByRole('checkbox', { name: `Select ${two.name}` })
      .check();
    const zip = await downloaded(page, () =>
      page.getByRole('button', { name: 'Download 2 selected as ZIP' }).click(),
    );
    const entries = zipEntries(zip.bytes);
    expect([...entries.keys()].sort()).toEqual([one.name, two.name].sort());
    expect(entries.get(one.name)?.equals(one.bytes)).toBe(true);
    expect(entries.get(two.name)?.equals(two.bytes)).toBe(true);
  });

  test('on a phone the date filter and the profile menu open inside the screen', async ({ page }) => {
    let width = 0;
    const expectInside = async (panel: Locator) => {
      const box = await panel.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width);
    };
    await openPlacementDocs(page);
    for (const [path, phoneWidth] of [
      ['/docs', 360],
      ['/media', 360],
      ['/docs', 414],
    ] as const) {
      width = phoneWidth;
      await page.setViewportSize({ width, height: 740 });
      await page.goto(path);
      await page.getByRole('button', { name: /^Date Range/ }).click();
      await expectInside(page.getByRole('group', { name: 'Date range' }));
      await page.getByRole('button', { name: 'Reset' }).click();
      await page.getByRole('button', { name: /^Profile menu of/ }).click();
      await expectInside(page.getByRole('button', { name: 'Sign Out' }).locator('..'));
      await page.keyboard.press('Escape');
    }
  });

  test('on a phone the Recent strip stays compact above the list, and a row checkbox is a 24 px target', async ({
    page,
  }) => {
    await openPlacementDocs(page);
    const recent = page.getByRole('region', { name: 'Recent' });
    await expect(recent.getByRole('button').first()).toBeVisible();
    expect((await recent.boundingBox())?.height).toBeLessThanOrEqual(200);
    const checkbox = table(page).getByRole('checkbox').first();
    const box = await checkbox.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  });

  test('a list that failed to load loads by itself once the server answers again', async ({ page }) => {
    await page.clock.install();
    await page.route('**/listFiles', (route) => route.abort('internetdisconnected'));
    await openPlacementDocs(page);
    await expect(page.getByText('Failed to load files.')).toBeVisible();
    await page.unroute('**/listFiles');
    // The dashboards' retry, on the clock rather than waited out: the list shows within the default
    // wait after it, so before its usual refresh.
    expect(dashboardRefreshMs + 10_000).toBeLessThan(fileLimits.refetchIntervalMs);
    await page.clock.fastForward(dashboardRefreshMs);
    await expect(table(page)).toBeVisible();
  });

  test('@desktop an admin deletes a file: record and hosted image gone, the delete kept in the audit', async ({
    page,
  }) => {
    const [victim] = await seedUploads(
      demoAccount('placement', 0),
      'placement_docs',
      images(`${prefix}-del`, 1),
    );
    if (!victim) throw new Error('nothing seeded');
    const record = await stored<UploadRecord>(`placement_docs/${victim.id}`);
    expect((await fetch(record?.secure_url ?? '')).status).toBe(200);

    await openPlacementDocs(page);
    await page.getByRole('combobox', { name: 'Search files' }).fill(victim.name);
    await table(page)
      .getByRole('button', { name: `Delete ${victim.name}` })
      .click();
    await page.getByRole('dialog', { name: 'Delete file' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('File deleted successfully!')).toBeVisible();
    await expect(table(page).getByRole('button', { name: victim.name, exact: true })).toHaveCount(0);

    expect(await stored(`placement_docs/${victim.id}`)).toBeNull();
    expect(await stored(`fileIndex/placement_docs/${victim.id}`)).toBeNull();
    expect((await fetch(record?.secure_url ?? '')).status).toBe(404);
    const audit = Object.values(
      (await stored<Record<string, { action: string; by: { email?: string }; record?: UploadRecord }>>(
        `fileAudit/placement_docs/${victim.id}`,
      )) ?? {},
    );
    expect(audit.map((entry) => entry.action).sort()).toEqual(['delete', 'upload']);
    const deletion = audit.find((entry) => entry.action === 'delete');
    expect(deletion?.by.email).toBe(admin.email);
    expect(deletion?.record?.original_filename).toBe(victim.name);
  });
});
