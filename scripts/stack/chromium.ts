import { existsSync } from 'node:fs';

/** Debian's Chromium; Playwright's own browser download cannot work on these machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The browser the end-to-end tests drive: Debian's build of chrome-headless-shell when installed (what
 * Playwright itself runs headless), else Chromium. The same engine without the full browser around it:
 * on 2 cores it spends about half the CPU per test (measured on auth.spec and files.spec: 170 s of
 * Chromium CPU against 305 s, 2.1 min against 3.2 min). The benches keep the full Chromium, as a
 * phone's browser is.
 */
export const e2eChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

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
