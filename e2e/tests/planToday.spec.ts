import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { orgDayOf } from '../../functions/src/domain/time/orgTime.js';
import { placeKeyOf } from '../../functions/src/domain/visits/visitPlaces.js';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { emulatorIdToken } from '../../scripts/stack/emulatorSignIn.js';
import { waitForWorkerControl } from '../../scripts/stack/serviceWorker.js';
import { axeViolations } from '../support/axe.js';
import { freshAccount } from '../support/freshAccount.js';
import { pastRightEdge, smallTargets } from '../support/layout.js';
import { callable } from '../support/seedUploads.js';
import { signInStaff } from '../support/signIn.js';

// Offline needs the service worker; axe is injected as a script of its own, which the CSP refuses.
test.use({ serviceWorkers: 'allow', bypassCSP: true });

/** Where the rep stands: south of every place, on the same meridian. */
const HERE = { latitude: 18.5, longitude: 73.85 };
/** Six places due today, each some km north of the rep (in no order): nearest first is the shortest path. */
const NORTH_KM = [7, 2, 11, 4, 9, 5];
const DEGREE_KM = (Math.PI / 180) * 6371.0088;

/** The places' stops as the plan lists them, in order. */
const shownOrder = async (page: Page) =>
  (
    await page
      .getByRole('list', { name: 'Today’s stops, in order' })
      .getByRole('heading', { level: 3 })
      .allTextContents()
  ).map((text) => text.replace(/^\d+\.\s*/, ''));

/** The phone's kept copy of the answers (the offline copy the Due list starts from), as text. */
const keptAnswers = (page: Page) =>
  page.evaluate<string>(`new Promise((resolve) => {
    const open = indexedDB.open('field-tracker-outbox');
    open.onerror = () => resolve('');
    open.onsuccess = () => {
      const read = open.result.transaction('kv').objectStore('kv').get('field-tracker:query-cache');
      read.onsuccess = () => resolve(String(read.result ?? ''));
      read.onerror = () => resolve('');
    };
  })`);

async function openPlan(page: Page) {
  const heading = page.getByRole('heading', { name: 'Plan today' });
  // Just after a reload the banners still settle: a tap can land where the button was. Tap again then.
  await expect(async () => {
    if ((await heading.count()) === 0) await page.getByRole('button', { name: 'Plan today' }).click();
    await expect(heading).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('Plan today offline orders six pinned places from here, keeps the order over a reload, and a drag changes it', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const tag = `${Date.now().toString(36)}${randomUUID().slice(0, 4)}`;
  const staff = await freshAccount('sales', `plan-${tag}`);
  const places = NORTH_KM.map((km, i) => ({ name: `Plan College ${tag} ${String(i + 1)}`, km }));
  // Seeded as the app and an admin do it: a visit to each with its next visit today, then a pin the admin sets.
  const staffToken = await emulatorIdToken(staff.email, staff.password);
  const today = orgDayOf(Date.now());
  for (const place of places)
    await callable('submitSalesVisit', staffToken, {
      requestId: randomUUID(),
      collegeName: place.name,
      visitPhase: 'Lead',
      remarks: 'Plan today',
      nextVisitOn: today,
    });
  const admin = demoAccount('admin');
  const adminToken = await emulatorIdToken(admin.email, admin.password);
  for (const place of places)
    await callable('setPlacePin', adminToken, {
      requestId: randomUUID(),
      kind: 'sales',
      key: placeKeyOf(place.name),
      change: {
        kind: 'move',
        latitude: HERE.latitude + place.km / DEGREE_KM,
        longitude: HERE.longitude,
        confirmed: true,
      },
    });
  const nearestFirst = [...places].sort((a, b) => a.km - b.km).map((place) => place.name);

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(HERE);
  await signInStaff(page, staff, /\/sales$/);
  await waitForWorkerControl(page);
  // Online once: the phone keeps the Due list with the pins.
  await page.goto('/due');
  await expect(page.getByRole('region', { name: 'Today (6)' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Checking for changes...' })).toHaveCount(0);
  // Kept once the answer with every place's pin is written (a moment after it arrives).
  await expect
    .poll(async () => {
      const kept = await keptAnswers(page);
      return places.filter((place) => kept.includes(place.name)).length + (kept.includes('"pin"') ? 1 : 0);
    })
    .toBe(places.length + 1);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Today (6)' })).toBeVisible();
  await openPlan(page);
  await expect(page.getByText('6 places to visit today. Where does your day start?')).toBeVisible();
  await page.getByRole('button', { name: 'Start from here' }).click();
  await expect(page.getByText('From where you were when you planned.')).toBeVisible();
  expect(await shownOrder(page)).toEqual(nearestFirst);
  await expect(page.getByText('6 stops, 11.0 km straight-line in all')).toBeVisible();
  await expect(page.getByRole('link', { name: `Next stop: ${nearestFirst[0] ?? ''}` })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=18\.5\d+,73\.850000$/,
  );
  expect((await pastRightEdge(page)).elements).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // The order is the phone's for the day: a reload, still offline, shows it again.
  await page.reload();
  await openPlan(page);
  expect(await shownOrder(page)).toEqual(nearestFirst);

  // Dragged by its handle from first to below the third: the model moves it to the third place.
  const stops = page.getByRole('list', { name: 'Today’s stops, in order' }).getByRole('listitem');
  const handle = page.getByRole('button', { name: new RegExp(`^Reorder ${nearestFirst[0] ?? ''}:`) });
  // The first three stops in view: a finger drags only what is on the screen.
  const top = await stops.nth(0).boundingBox();
  if (!top) throw new Error('the plan is not laid out');
  await page.mouse.wheel(0, top.y - 8);
  await expect.poll(async () => Math.round((await stops.nth(0).boundingBox())?.y ?? -1)).toBeLessThan(40);
  const from = await handle.boundingBox();
  const third = await stops.nth(2).boundingBox();
  if (!from || !third) throw new Error('the plan is not laid out');
  expect(third.y + third.height).toBeLessThan(740);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, third.y + third.height * 0.75, { steps: 8 });
  await page.mouse.up();
  const dragged = [nearestFirst[1], nearestFirst[2], nearestFirst[0], ...nearestFirst.slice(3)];
  await expect.poll(() => shownOrder(page)).toEqual(dragged);
  await page.reload();
  await openPlan(page);
  expect(await shownOrder(page)).toEqual(dragged);
  await context.setOffline(false);
});
