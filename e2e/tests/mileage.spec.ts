import { expect, test, type Browser, type Page } from '@playwright/test';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { startPointPath } from '../../functions/src/domain/day/startPoint.js';
import { EARTH_RADIUS_M } from '../../functions/src/domain/visits/location/distance.js';
import { orgDayOf } from '../../functions/src/domain/time/orgTime.js';
import type { DemoAccount } from '../../scripts/stack/demoAccounts.js';
import { axeViolations } from '../support/axe.js';
import { setMileage } from '../support/commands.js';
import { pastRightEdge, smallTargets } from '../support/layout.js';
import { freshAccount } from '../support/freshAccount.js';
import { submitSalesVisit } from '../support/salesVisit.js';
import { signInStaff } from '../support/signIn.js';
import { signedInAdmin } from '../support/signedIn.js';
import { storeDir, storedRecords } from '../support/storeRecords.js';

/**
 * Kilometres a rep can claim, at 360x740: from the saved start point through the day's visits'
 * readings, the Spent dialog's Mileage fills Fuel with the legs' sum, and Review flags a Fuel above it.
 */
const HOME = { latitude: 18.5204, longitude: 73.8567 };
/** The test's model: a point `km` due north of home is exactly `km` away along the meridian. */
const kmNorth = (km: number) => ({
  latitude: HOME.latitude + ((km * 1000) / EARTH_RADIUS_M) * (180 / Math.PI),
  longitude: HOME.longitude,
});
const ASK = 'Record where your visits are made?';
// axe needs the app's CSP bypassed.
test.use({ bypassCSP: true });
const viewport = { width: 360, height: 740 };

/** A visit by `rep` from a phone of its own standing `km` north of home (a fresh reading each time). */
async function visitFrom(browser: Browser, rep: DemoAccount, km: number, college: string): Promise<void> {
  const phone = await browser.newContext({
    viewport,
    permissions: ['geolocation'],
    geolocation: { ...kmNorth(km), accuracy: 15 },
  });
  try {
    const page = await phone.newPage();
    await signInStaff(page, rep, /\/sales$/);
    await page.getByRole('region', { name: ASK }).getByRole('button', { name: 'Allow' }).click();
    await submitSalesVisit(page, college);
    await expect(page.getByLabel('College Name')).toHaveValue('', { timeout: 30_000 });
  } finally {
    await phone.close();
  }
}

interface StoredEntry {
  owner: { uid: string };
  amounts: { fuel: number };
  mileage?: { centiKm: number; roadCentiKm: number; ratePaise: number; allowedPaise: number };
  flags: { kind: string }[];
}

async function adminOnPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  await signedInAdmin(page, 'Sales');
  return page;
}

test('Mileage fills Fuel with the legs’ sum, and Review flags a Fuel above it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const rep = await freshAccount('sales', `mileage-${tag}`);
  const [first, second] = [`Ten Km College ${tag}`, `Thirty Km College ${tag}`];
  const restore = await setMileage([
    ['two-wheeler', '3.50'],
    ['road-factor', '1.4'],
  ]);
  try {
    const store = new LocalStore(storeDir);
    try {
      await store.set(startPointPath(rep.uid), { ...HOME, label: 'Home', savedAt: Date.now() });
    } finally {
      store.close();
    }
    await visitFrom(browser, rep, 10, first);
    await visitFrom(browser, rep, 30, second);

    await signInStaff(page, rep, /\/sales$/);
    await page.getByRole('button', { name: 'Spent', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Spent - / });
    const field = (label: string) => dialog.getByLabel(label, { exact: true });
    await field('Visit Type').selectOption('Single Visit');
    await field('College').selectOption('Other');
    await field('Enter Other College Name').fill(second);
    await field('Allocated').fill('0');
    await field('Spent').fill('900');

    await dialog.getByRole('button', { name: 'Mileage' }).click();
    const mileage = dialog.getByRole('region', { name: 'Mileage for this day' });
    // Home to 10 km north, then 20 km on: 30 km in a straight line, x 1.4 = 42 km, x ₹3.50 = ₹147.00.
    await expect(mileage.getByRole('listitem')).toHaveText(
      [`Home → ${first}: 10.00 km`, `${first} → ${second}: 20.00 km`],
      { timeout: 30_000 },
    );
    await expect(mileage.getByRole('radio', { name: /Two-wheeler/ })).toBeChecked();
    await expect(mileage.getByTestId('mileage-sum')).toHaveText('30.00 km x 1.4 x ₹3.50 = ₹147.00');
    // At 360 px the legs fit, every target is 44 px, and axe finds nothing.
    expect((await pastRightEdge(page)).elements).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    expect(await axeViolations(page), 'the Spent dialog with Mileage open').toEqual([]);
    await mileage.getByRole('button', { name: 'Use ₹147.00 for Fuel' }).click();
    await expect(field('Fuel')).toHaveValue('147.00');

    // The rep claims more than the legs allow: saved all the same, with the server's own figures.
    await field('Fuel').fill('900');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    const entryOf = async () =>
      (await storedRecords<StoredEntry>('spend_entries')).find((entry) => entry.owner.uid === rep.uid);
    await expect.poll(entryOf, { timeout: 30_000 }).toMatchObject({
      amounts: { fuel: 900 },
      mileage: { centiKm: 3_000, roadCentiKm: 4_200, ratePaise: 350, allowedPaise: 14_700 },
      flags: [expect.objectContaining({ kind: 'overMileage' })],
    });

    const admin = await adminOnPhone(browser);
    try {
      const day = orgDayOf(Date.now());
      await admin.goto(`/review?staff=${rep.uid}&from=${day}&to=${day}`);
      const row = admin.getByTestId('review-row').filter({ hasText: second });
      await expect(row).toBeVisible({ timeout: 30_000 });
      await expect(row).toContainText('Fuel ₹900.00 over 42 km x ₹3.50');
      // Beside it, the server's own figures kept on the spend.
      await expect(row).toContainText('Mileage, Two-wheeler: 30.00 km x 1.4 x ₹3.50 = ₹147.00');
    } finally {
      await admin.context().close();
    }
  } finally {
    await restore();
  }
});
