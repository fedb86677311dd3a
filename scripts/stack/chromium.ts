import { existsSync } from 'node:fs';

/** Debian's Chromium; Playwright's own browser download cannot work on these machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumMissingMessage(): string | undefined {
  if (existsSync(chromiumPath)) return undefined;
  return (
    `No Chromium at ${chromiumPath}. Install it with "apt-get install -y chromium" ` +
    '(or set CHROMIUM_PATH to a Chromium binary). To skip the browser tests on purpose: SKIP_E2E=1 npm test.'
  );
}
