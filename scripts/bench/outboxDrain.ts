import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumMissingMessage, chromiumPath } from '../stack/chromium.js';
import { demoAccount } from '../stack/demoAccounts.js';
import type { Stack } from '../stack/stack.js';

const ENTRIES = 20;
const TARGET_S = 10;

async function queueVisit(page: Page, college: string): Promise<void> {
  await page.getByLabel('College Name').fill(college);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const status = page.getByRole('dialog', { name: /^Saved on this phone/ });
  await status.waitFor();
  await status.waitFor({ state: 'hidden' });
}

/**
 * In Chromium at phone size: 20 sales visits recorded with no network, then the time from going
 * online to an Outbox with nothing left to send (each visit stored by the real callable).
 */
export async function benchOutboxDrain(stack: Stack): Promise<void> {
  const missing = chromiumMissingMessage();
  if (missing) {
    console.log(`outbox drain: skipped (${missing})`);
    return;
  }
  // An account of its own: the per-account write limit (60 a minute) must not slow the drain.
  const rep = demoAccount('sales', 1);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${stack.webUrl}/login`);
    await page.getByLabel('Email').fill(rep.email);
    await page.getByLabel('Password').fill(rep.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/sales$/);
    // Loads the Outbox's chunk while online; the worker's precache does this on a real phone.
    await page.goto(`${stack.webUrl}/outbox`);
    await page.getByRole('link', { name: 'Back' }).click();
    await context.setOffline(true);
    for (let i = 0; i < ENTRIES; i++) await queueVisit(page, `Bench Outbox College ${String(i + 1)}`);
    await page.getByRole('link', { name: `Outbox, ${String(ENTRIES)} not sent yet` }).click();
    const started = performance.now();
    await context.setOffline(false);
    const states = page.getByTestId('outbox-state');
    const deadline = started + 120_000;
    while ((await states.allTextContents()).filter((state) => state === 'Sent').length < ENTRIES) {
      if (performance.now() > deadline) throw new Error('The outbox did not empty within 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `outbox: online to empty with ${String(ENTRIES)} queued visits: ${seconds.toFixed(1)} s (target <= ${String(TARGET_S)} s)`,
    );
  } finally {
    await browser.close();
  }
}
