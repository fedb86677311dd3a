import { chromium, type CDPSession, type Page } from '@playwright/test';
import { settled, trackOpenRequests } from './openRequests.js';
import { waitForWorkerControl } from '../stack/serviceWorker.js';
import { chromiumArgs, chromiumMissingMessage, chromiumPath } from '../stack/chromium.js';
import { demoAccount } from '../stack/demoAccounts.js';

interface ScriptLoad {
  fromWorker: boolean;
  /** Bytes received over the network for it (headers included); 0 when a cache answered. */
  bytes: number;
}

/** Starts recording the page's JavaScript responses; the result reads what was seen so far. */
function recordScripts(cdp: CDPSession): () => ScriptLoad[] {
  const loads = new Map<string, ScriptLoad>();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (!response.mimeType.includes('javascript') && !new URL(response.url).pathname.endsWith('.js')) return;
    loads.set(requestId, { fromWorker: response.fromServiceWorker === true, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const load = loads.get(requestId);
    if (load && !load.fromWorker) load.bytes = encodedDataLength;
  });
  return () => [...loads.values()];
}

async function signInAsSales(page: Page, webUrl: string): Promise<void> {
  const sales = demoAccount('sales');
  await page.goto(`${webUrl}/login`);
  await page.getByLabel('Email').fill(sales.email);
  await page.getByLabel('Password').fill(sales.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/sales$/);
  await page.getByTestId('visit-code').waitFor();
}

function summary(loads: ScriptLoad[]): string {
  const network = loads.filter((load) => !load.fromWorker);
  const kb = network.reduce((sum, load) => sum + load.bytes, 0) / 1024;
  return `${kb.toFixed(1)} KB in ${String(network.length)} of ${String(loads.length)} files`;
}

/**
 * `npm run bench`, on a running stack: the JavaScript a sales user's phone fetches over the network
 * when /sales is opened again with the service worker active (target 0): load /sales signed in, wait
 * until the worker controls the page, reload, and sum the JS responses the worker did not answer.
 */
export async function benchRepeatVisit(webUrl: string): Promise<void> {
  const missing = chromiumMissingMessage();
  if (missing) {
    console.log(`repeat visit JS: skipped (${missing})`);
    return;
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const firstVisit = recordScripts(cdp);
    const openRequests = trackOpenRequests(page);
    await signInAsSales(page, webUrl);
    const controlled = await waitForWorkerControl(page).then(
      () => true,
      () => false,
    );
    if (!controlled) {
      console.log(`repeat visit JS: skipped (no service worker took control at ${webUrl}: a dev server?)`);
      return;
    }
    const first = firstVisit();
    await settled(openRequests, 60_000);
    const repeatVisit = recordScripts(cdp);
    await page.reload({ waitUntil: 'load' });
    await page.getByTestId('visit-code').waitFor();
    const stillOpen = await settled(openRequests, 60_000);
    if (stillOpen.length > 0)
      throw new Error(`after the reload these requests got no answer within 60 s: ${stillOpen.join(', ')}`);
    const repeat = repeatVisit();
    const repeatKb = repeat.filter((load) => !load.fromWorker).reduce((sum, load) => sum + load.bytes, 0);
    console.log(
      `repeat visit to /sales with the service worker: ${String(repeatKb)} bytes of JS over the network ` +
        `(target 0): ${summary(repeat)} not from the worker; first visit: ${summary(first)}`,
    );
  } finally {
    await browser.close();
  }
}
