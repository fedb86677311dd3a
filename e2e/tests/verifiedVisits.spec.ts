import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { waitForWorkerControl } from '../../scripts/stack/serviceWorker.js';
import { axeViolations } from '../support/axe.js';
import { signedInAdmin, signedInStaff } from '../support/signedIn.js';
import { storedRecords } from '../support/storeRecords.js';
import { submitSalesVisit } from '../support/salesVisit.js';

/**
 * Verified visits at 360x740: one reading at Confirm with the person's consent, a visit always saved
 * whatever the browser says, a new college's first visit 'Unverified: no pin yet' proposing nothing,
 * the pin proposed once a second rep's reading agrees within 100 m, the admin accepting it on the place
 * page, and 'location off' for a denied reading. Each test names its own colleges.
 */
test.use({ bypassCSP: true });

const PIN = { latitude: 18.5314, longitude: 73.8446 };
/** About 50 m north of the pin (a degree of latitude is about 111.2 km). */
const FIFTY_M_NORTH = { latitude: PIN.latitude + 0.00045, longitude: PIN.longitude };
const ASK = 'Record where your visits are made?';

const uniqueCollege = (label: string) =>
  `${label} ${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

interface StoredVisit {
  collegeName?: string;
  reading?: { kind: string; reason?: string; latitude?: number; longitude?: number };
}
interface LogEntry {
  place: string;
  createdAt: number;
  check?: string;
  distance?: number;
}

async function submitVisit(page: Page, college: string): Promise<void> {
  await submitSalesVisit(page, college);
  await expect(page.getByLabel('College Name')).toHaveValue('', { timeout: 30_000 });
}

const readingsAt = async (college: string) =>
  (await storedRecords<StoredVisit>('sales_visits'))
    .filter((visit) => visit.collegeName === college)
    .map((visit) => visit.reading);

const checksAt = async (college: string) =>
  (await storedRecords<LogEntry>('visitLog/sales'))
    .filter((entry) => entry.place === college.toLowerCase())
    .sort((a, b) => a.createdAt - b.createdAt)
    .map(({ check, distance }) => ({ check, distance }));

/** The admin in a context of its own (the staff's sign-in stays in the test's), at the project's size. */
async function adminOnPhone(browser: Browser): Promise<Page> {
  const viewport = test.info().project.use.viewport ?? { width: 360, height: 740 };
  const context = await browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  await signedInAdmin(page, 'Sales');
  return page;
}

/** The place's pin as stored, or null. */
async function pinOf(college: string) {
  const pins = await storedRecords<{ latitude: number; fromVisitIds?: string[]; state: string }>(
    `placePins/sales/${college.toLowerCase()}`,
  );
  return pins.length === 0 ? null : pins;
}

/** The local stand-in's tiles the place page's map has drawn. */
const drawnTiles = (page: Page) => page.locator('.place-map__canvas img.leaflet-tile-loaded');

test('a new college’s first visit is Unverified, no pin yet, and proposes nothing; a second rep within 100 m proposes a pin that verifies nothing until the admin, seeing it on the map, accepts it @desktop', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const college = uniqueCollege('Pinned College');
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...PIN, accuracy: 15 });
  await signedInStaff(page, demoAccount('sales', 1));
  const ask = page.getByRole('region', { name: ASK });
  await expect(ask).toBeVisible();
  expect(await axeViolations(page), 'the consent on the visit screen').toEqual([]);
  await ask.getByRole('button', { name: 'Allow' }).click();
  await expect(ask).toHaveCount(0);

  await submitVisit(page, college);
  await expect
    .poll(() => checksAt(college), { timeout: 30_000 })
    .toEqual([{ check: 'unverified', distance: undefined }]);
  expect(await pinOf(college)).toBeNull();

  const admin = await adminOnPhone(browser);
  try {
    await admin.goto(`/salesplace?name=${encodeURIComponent(college)}`);
    const location = admin.getByRole('region', { name: 'Location' });
    // The first call of a function starts its process on the emulator: allow for it once.
    await expect(location.getByTestId('pin-state')).toContainText('No pin yet', { timeout: 30_000 });
    await expect(admin.getByText('Location: Unverified: no pin yet')).toBeVisible();
    await expect(location.getByRole('button', { name: 'Accept pin' })).toHaveCount(0);

    // Another rep, 50 m north (a phone of its own: this one would answer from its last minute's reading).
    const otherPhone = await browser.newContext({
      viewport: { width: 360, height: 740 },
      permissions: ['geolocation'],
      geolocation: { ...FIFTY_M_NORTH, accuracy: 15 },
    });
    try {
      const other = await otherPhone.newPage();
      await signedInStaff(other, demoAccount('sales', 0));
      await other.getByRole('region', { name: ASK }).getByRole('button', { name: 'Allow' }).click();
      await submitVisit(other, college);
    } finally {
      await otherPhone.close();
    }
    await expect.poll(() => readingsAt(college), { timeout: 30_000 }).toHaveLength(2);
    await expect
      .poll(() => checksAt(college), { timeout: 30_000 })
      .toEqual([
        { check: 'unverified', distance: 25 },
        { check: 'unverified', distance: 25 },
      ]);

    // Proposed by the two reps' readings, it verifies nothing until the admin accepts it.
    await admin.reload();
    await expect(location.getByTestId('pin-state')).toContainText(
      /Proposed pin at 18\.5316\d, 73\.84460, radius 250 m, proposed from the readings of .+ and .+; not accepted yet/,
      { timeout: 30_000 },
    );
    await expect(location.getByTestId('pin-evidence')).toContainText('2 good readings by');
    await expect(location.getByTestId('pin-evidence')).toContainText('2 agree.');
    // On a real map: tiles from the local stand-in, the proposed pin and both readings with their accuracy.
    const map = location.getByRole('region', { name: /^Map\./ });
    await expect(map).toHaveAccessibleName(
      /^Map\. The proposed pin with its 250 m radius; 2 visits with a reading/,
    );
    await expect(map).toHaveAttribute('data-map', 'drawn');
    await expect(drawnTiles(admin).first()).toHaveAttribute(
      'src',
      /^http:\/\/127\.0\.0\.1:\d+\/\d+\/\d+\/\d+\.svg$/,
    );
    await expect(map.getByRole('button', { name: 'The proposed pin', exact: true })).toBeVisible();
    await expect(map.locator('.place-map__mark--notAccepted')).toHaveCount(2);
    await expect(map.locator('path.place-map__accuracy')).toHaveCount(2);
    await expect(map.locator('.leaflet-control-scale-line')).toBeVisible();
    expect(await axeViolations(admin), 'the place page').toEqual([]);
    const box = await location.boundingBox();
    expect(box?.width ?? 0, 'the map fits the screen').toBeLessThanOrEqual(admin.viewportSize()?.width ?? 0);

    // A pasted pair with latitude and longitude swapped asks first, offering the pair that fits.
    await location.getByLabel('Coordinates or a map link').fill('73.8446, 18.5316');
    await location.getByRole('button', { name: 'Move pin here' }).click();
    await expect(location.getByTestId('pin-outcome')).toContainText(
      '73.8446, 18.5316 is outside India. Move the pin there anyway? Latitude and longitude may be swapped: 18.5316, 73.8446 fits this place.',
    );
    await expect(location.getByRole('button', { name: 'Move the pin to 18.5316, 73.8446' })).toBeVisible();
    await expect(location.getByTestId('pin-state')).toContainText(/^Proposed pin at 18\.5316\d, 73\.84460/);

    // A tile server that cannot be reached leaves the pin and the readings drawn on a plain ground.
    await admin.route(/\/\d+\/\d+\/\d+\.svg$/, (route) => route.abort());
    await admin.reload();
    await expect(map).toHaveAttribute('data-map', 'drawn', { timeout: 30_000 });
    await expect(map.locator('.place-map__mark--notAccepted')).toHaveCount(2);
    await expect(map.getByRole('button', { name: 'The proposed pin', exact: true })).toBeVisible();
    await expect(drawnTiles(admin)).toHaveCount(0);
    await admin.unroute(/\/\d+\/\d+\/\d+\.svg$/);

    await location.getByRole('button', { name: 'Accept pin' }).click();
    await expect(location.getByRole('status')).toHaveText('Pin accepted. 2 visits judged again.');
    await expect(location.getByTestId('pin-state')).toContainText(
      /^Pin at 18\.5316\d, 73\.84460.*; accepted /,
    );
    await expect
      .poll(() => checksAt(college), { timeout: 30_000 })
      .toEqual([
        { check: 'verified', distance: 25 },
        { check: 'verified', distance: 25 },
      ]);
    await expect(map).toHaveAccessibleName(
      /^Map\. The pin with its 250 m radius; 2 visits with a reading: 2 Verified/,
    );
    await expect(map.locator('.place-map__mark--verified')).toHaveCount(2);
    await expect(map.getByRole('button', { name: 'The pin', exact: true })).toBeVisible();
  } finally {
    await admin.context().close();
  }
});

test('denied, or a prompt nobody answers: the visit is saved all the same, with why it has no reading', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  const [deniedCollege, unansweredCollege] = [
    uniqueCollege('Denied College'),
    uniqueCollege('Silent College'),
  ];
  await page.clock.install();
  // No permission granted: the browser refuses the reading.
  await context.clearPermissions();
  await signedInStaff(page, demoAccount('sales', 1));
  await page.getByRole('region', { name: ASK }).getByRole('button', { name: 'Allow' }).click();
  await submitVisit(page, deniedCollege);
  await expect
    .poll(() => readingsAt(deniedCollege), { timeout: 30_000 })
    .toEqual([{ kind: 'none', reason: 'denied' }]);
  await expect.poll(() => checksAt(deniedCollege)).toEqual([{ check: 'unverified', distance: undefined }]);
  const admin = await adminOnPhone(browser);
  try {
    await admin.goto(`/salesplace?name=${encodeURIComponent(deniedCollege)}`);
    await expect(admin.getByText('Location: Unverified: location off')).toBeVisible({ timeout: 30_000 });
  } finally {
    await admin.context().close();
  }

  // A permission prompt left unanswered never calls back: the visit goes within 10 s with none.
  await page.evaluate(() => {
    const geolocation = (globalThis as unknown as { navigator: { geolocation: object } }).navigator
      .geolocation;
    Object.defineProperty(geolocation, 'getCurrentPosition', { value: () => undefined });
  });
  await page.getByLabel('College Name').fill(unansweredCollege);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.clock.fastForward(10_000);
  await expect
    .poll(() => readingsAt(unansweredCollege), { timeout: 30_000 })
    .toEqual([{ kind: 'none', reason: 'unanswered' }]);
});

test.describe('offline', () => {
  // Offline needs the service worker.
  test.use({ serviceWorkers: 'allow' });

  test('offline: the reading taken at Confirm travels with the queued visit and is kept when it is sent', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const college = uniqueCollege('Offline Pinned College');
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ ...PIN, accuracy: 20 });
    await signedInStaff(page, demoAccount('sales', 1));
    await page.getByRole('region', { name: ASK }).getByRole('button', { name: 'Allow' }).click();
    await waitForWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('visit-code')).toHaveText('assigned when sent');
    await page.getByLabel('College Name').fill(college);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('dialog', { name: /Saved on this phone/ })).toBeVisible();
    expect(await readingsAt(college)).toEqual([]);

    await context.setOffline(false);
    await expect
      .poll(() => readingsAt(college), { timeout: 30_000 })
      .toEqual([expect.objectContaining({ kind: 'fix', ...PIN })]);
    // One reading proposes no pin: judged, and Unverified until another agrees.
    await expect.poll(() => checksAt(college)).toEqual([{ check: 'unverified', distance: undefined }]);
  });
});
