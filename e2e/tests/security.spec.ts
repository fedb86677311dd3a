import { expect, test, type Page } from '@playwright/test';
import { demoAccount, type DemoAccount } from '../../scripts/stack/demoAccounts.js';

/** Every route of web/src/app/router.tsx, by who may see it. */
const publicRoutes = [
  '/',
  '/login',
  '/adminlogin',
  '/dashlogin',
  '/forgetpassword',
  '/underconstruction',
  '/nowhere',
];
const routesByRole: [DemoAccount, string[]][] = [
  [demoAccount('sales'), ['/home', '/sales', '/report']],
  [demoAccount('placement'), ['/home', '/placement', '/report']],
  [
    demoAccount('admin'),
    [
      '/media',
      '/docs',
      '/saledash',
      '/spent',
      '/placdash',
      '/clddata',
      '/companydata',
      '/salesvisits',
      '/placementvisits',
      '/salespipeline',
      '/placementpipeline',
    ],
  ],
];

/** Runs in the page before its own scripts (as text: the e2e project has no DOM types). */
const recordViolations = `
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations.push(event.violatedDirective + ' blocked ' + event.blockedURI);
  });
`;

/** Records every CSP violation the page reports, from its first script on. */
async function watchCsp(page: Page): Promise<string[]> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript({ content: recordViolations });
  return fromConsole;
}

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  await page.waitForLoadState('networkidle');
  // The toasts' styles load after the first paint, and are inserted before their container is drawn:
  // once it is there, the styles have been judged too.
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
}

async function violations(page: Page, fromConsole: string[]): Promise<string[]> {
  return [...(await page.evaluate<string[]>('window.cspViolations')), ...fromConsole];
}

test('every public route loads under the Content-Security-Policy with no violation @desktop', async ({
  page,
}) => {
  const fromConsole = await watchCsp(page);
  for (const path of publicRoutes) {
    await visit(page, path);
    expect(await violations(page, fromConsole), path).toEqual([]);
  }
});

for (const [account, routes] of routesByRole) {
  test(`every ${account.roles.join()} route loads under the CSP with no violation, calls included`, async ({
    page,
  }) => {
    const fromConsole = await watchCsp(page);
    const admin = account.roles.includes('admin');
    await page.goto(admin ? '/adminlogin' : '/login');
    await page.getByLabel(admin ? 'Email Address' : 'Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    if (admin) await page.getByLabel('Select Option').selectOption({ label: 'Bills' });
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).not.toHaveURL(/login$/);
    for (const path of routes) {
      await visit(page, path);
      expect(await violations(page, fromConsole), path).toEqual([]);
    }
  });
}

test('the hosting serves the security headers, and no source map @desktop', async ({ page, request }) => {
  const response = await request.get('/sales');
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=(self)');
  expect(headers['cache-control']).toBe('no-cache');

  const scripts: string[] = [];
  page.on('response', (reply) => {
    if (reply.url().endsWith('.js')) scripts.push(reply.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const script = await request.get(url);
    expect(script.headers()['cache-control'], url).toBe('no-cache');
    expect(await script.text(), url).not.toContain('sourceMappingURL');
    expect((await request.get(`${url}.map`)).status(), `${url}.map`).toBe(404);
  }
});

test('a missing file under /assets/ is a 404 never cached, not the app’s page @desktop', async ({
  request,
}) => {
  const response = await request.get('/assets/missing-abc.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['content-type'] ?? '').not.toContain('javascript');
  expect(await response.text()).not.toContain('id="root"');
});

test('a lazy route whose chunk is gone reloads the page once, then says what went wrong @desktop', async ({
  page,
}) => {
  await page.route(/\/assets\/UnderConstructionPage-[^/]+\.js$/, (route) => route.fulfill({ status: 404 }));
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await page.goto('/underconstruction');
  await expect(page.getByRole('heading', { name: 'This screen could not be loaded' })).toBeVisible();
  expect(documents).toBe(2);
});
