import { expect, test } from '@playwright/test';
import { demoAccount } from '../../scripts/stack/demoAccounts.js';
import { signedInStaff } from '../support/signedIn.js';

/** The visit screens' dialogs: their code is fetched while the screen is idle, and a tap shows at once. */

/** In the page: milliseconds from the tap on Spent to 'Opening...' being in the document. */
const untilOpeningShows = `new Promise((resolve) => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Spent');
  let tappedAt = 0;
  button.addEventListener('click', () => { tappedAt = performance.now(); }, { capture: true });
  const observer = new MutationObserver(() => {
    if (tappedAt && document.body.textContent.includes('Opening...')) {
      observer.disconnect();
      resolve(performance.now() - tappedAt);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})`;

test('a visit screen fetches its dialogs’ code before any tap', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(SpentDialog|UploadDialog)-[^/]+\.js$/.exec(request.url())?.[1];
    if (name) fetched.push(name);
  });
  await signedInStaff(page, demoAccount('placement'));
  await expect.poll(() => [...new Set(fetched)].sort()).toEqual(['SpentDialog', 'UploadDialog']);
});

test('the first tap shows the dialog opening at once while its code is still on the way @solo', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // A slow network: the Spent dialog's code arrives only when the test lets it.
  await page.route(/\/assets\/SpentDialog-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await signedInStaff(page, demoAccount('sales'));
  // The script below finds the button in the document: wait until the screen has drawn it.
  await expect(page.getByRole('button', { name: 'Spent' })).toBeVisible();

  const shownAfterTap = page.evaluate<number>(untilOpeningShows);
  await page.getByRole('button', { name: 'Spent' }).click();
  expect(await shownAfterTap).toBeLessThan(100);
  await expect(page.getByRole('dialog', { name: 'Spent' }).getByRole('status')).toHaveText('Opening...');

  release();
  await expect(page.getByRole('dialog', { name: /^Spent - / })).toBeVisible();
  await expect(page.getByText('Opening...')).toHaveCount(0);
});
