import { expect, test, type Page, type Request } from '@playwright/test';
import { demoAccount, type DemoAccount } from '../../scripts/stack/demoAccounts.js';
import { stackPorts } from '../../scripts/stack/ports.js';

test.use({ viewport: { width: 360, height: 740 } });

const authEmulator = `http://127.0.0.1:${String(stackPorts.auth.port)}`;
const sales = demoAccount('sales');
const placement = demoAccount('placement');
const admin = demoAccount('admin');
const unknownEmail = 'nobody.here@example.com';

async function staffLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function adminLogin(
  page: Page,
  path: '/adminlogin' | '/dashlogin',
  email: string,
  password: string,
  option: string,
) {
  await page.goto(path);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  if (option) await page.getByLabel('Select Option').selectOption({ label: option });
  await page.getByRole('button', { name: 'Login' }).click();
}

async function signInStaff(page: Page, account: DemoAccount, landing: RegExp) {
  await staffLogin(page, account.email, account.password);
  await expect(page).toHaveURL(landing);
}

async function signInAdmin(page: Page) {
  await adminLogin(page, '/adminlogin', admin.email, admin.password, 'Bills');
  await expect(page).toHaveURL(/\/media$/);
}

/** A value of the page's sessionStorage (this project's TypeScript has no DOM types). */
function sessionValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    (name) =>
      (
        globalThis as unknown as { sessionStorage: { getItem(key: string): string | null } }
      ).sessionStorage.getItem(name),
    key,
  );
}

/** Holds the provider's sign-in answers until the test calls the function returned. */
async function holdSignIn(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/accounts:signInWithPassword**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const staffLoginHeading = (page: Page) => page.getByRole('heading', { name: 'Staff Login' });
const alert = (page: Page) => page.getByRole('alert');

test.describe('each role signs in and lands on its screen', () => {
  test('a sales account lands on /sales behind the Loading... overlay, greeted by name', async ({ page }) => {
    // The provider answers once the overlay has been seen.
    const release = await holdSignIn(page);
    await staffLogin(page, sales.email, sales.password);
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/sales$/);
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await expect(page.getByText('Welcome Asha.sales!')).toBeVisible();
    expect(await sessionValue(page, 'userSale')).toBe(sales.email);
  });

  test('a placement account lands on /placement', async ({ page }) => {
    await signInStaff(page, placement, /\/placement$/);
    expect(await sessionValue(page, 'userPlac')).toBe(placement.email);
  });

  for (const [path, option, landing] of [
    ['/adminlogin', 'Bills', /\/media$/],
    ['/adminlogin', 'Placement Docs', /\/docs$/],
    ['/dashlogin', 'Sales', /\/saledash$/],
    ['/dashlogin', 'Placement', /\/placdash$/],
  ] as const) {
    test(`an admin choosing ${option} at ${path} lands on ${String(landing)}`, async ({ page }) => {
      await adminLogin(page, path, admin.email, admin.password, option);
      await expect(page).toHaveURL(landing);
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toHaveCount(0);
    });
  }

  test('the admin option is remembered for that email in the tab', async ({ page }) => {
    await adminLogin(page, '/adminlogin', admin.email, admin.password, 'Placement Docs');
    await expect(page).toHaveURL(/\/docs$/);
    await page.goto('/adminlogin');
    await page.getByLabel('Email Address').fill(admin.email);
    await page.getByLabel('Password').focus();
    await expect(page.getByLabel('Select Option')).toHaveValue('placementDocs');
  });
});

test.describe('each sign-in error message appears for its cause', () => {
  test('staff login', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(alert(page)).toHaveText('Please fill in both fields.');

    await staffLogin(page, 'asha.example.com', 'whatever1');
    await expect(alert(page)).toHaveText('Please enter a valid email.');

    await staffLogin(page, sales.email, 'wrong-password');
    await expect(alert(page)).toHaveText('Oops! The password you entered is incorrect.');

    await staffLogin(page, unknownEmail, 'whatever1');
    await expect(alert(page)).toHaveText('No user found with this email.');

    await staffLogin(page, admin.email, admin.password);
    await expect(alert(page)).toHaveText('Email is not registered for this platform. Contact Admin.');
    // ...and that account was signed out again: the Sales tile leads to the login.
    await page.goto('/home');
    await page.getByRole('link', { name: /Sales/ }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an enumeration-protected answer reads as a wrong password', async ({ page }) => {
    await page.route('**/accounts:signInWithPassword**', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 400, message: 'INVALID_LOGIN_CREDENTIALS' } }),
      }),
    );
    await staffLogin(page, sales.email, 'wrong-password');
    await expect(alert(page)).toHaveText('Oops! The password you entered is incorrect.');
    await adminLogin(page, '/dashlogin', admin.email, 'wrong-password', 'Sales');
    await expect(alert(page)).toHaveText('Incorrect password.');
  });

  test('a network failure gets the general message', async ({ page }) => {
    await page.route('**/accounts:signInWithPassword**', (route) => route.abort('internetdisconnected'));
    await staffLogin(page, sales.email, sales.password);
    await expect(alert(page)).toHaveText('An error occurred. Please try again.');
  });

  for (const path of ['/adminlogin', '/dashlogin'] as const) {
    test(`admin login at ${path}`, async ({ page }) => {
      await adminLogin(page, path, admin.email, admin.password, '');
      await expect(alert(page)).toHaveText('Please fill in both fields and select an option.');

      await adminLogin(
        page,
        path,
        'admin@example.c',
        admin.password,
        path === '/adminlogin' ? 'Bills' : 'Sales',
      );
      await expect(alert(page)).toHaveText('Please enter a valid email.');

      const option = path === '/adminlogin' ? 'Bills' : 'Sales';
      await adminLogin(page, path, admin.email, 'wrong-password', option);
      await expect(alert(page)).toHaveText('Incorrect password.');

      await adminLogin(page, path, unknownEmail, 'whatever1', option);
      await expect(alert(page)).toHaveText('No user found with this email.');

      await adminLogin(page, path, sales.email, sales.password, option);
      await expect(alert(page)).toHaveText('This account does not have admin access. Contact Admin.');
      await page.goto('/sales');
      await expect(staffLoginHeading(page)).toBeVisible();
    });
  }

  test('a slow staff sign-in stays visibly busy after the overlay hides', async ({ page }) => {
    // The provider answers only after the overlay has hidden (it shows for 2 s at most).
    const release = await holdSignIn(page);
    await staffLogin(page, sales.email, sales.password);
    const overlay = page.locator('.loading-overlay');
    await expect(overlay).toHaveText('Loading...');
    await expect(overlay).toBeHidden({ timeout: 4000 });
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/sales$/, { timeout: 10_000 });
  });

  test('the button reads Logging in... while busy', async ({ page }) => {
    const release = await holdSignIn(page);
    await adminLogin(page, '/dashlogin', admin.email, admin.password, 'Placement');
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/placdash$/);
  });
});

test.describe('every guarded route refuses a wrong role', () => {
  const staffRoutes = ['/sales', '/placement'];
  const fileRoutes = ['/media', '/docs'];
  const dashRoutes = ['/saledash', '/spent', '/placdash', '/clddata', '/companydata'];

  async function expectStaffFallback(page: Page, path: string) {
    await page.goto(path);
    await expect(staffLoginHeading(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }

  async function expectAdminRefusal(page: Page) {
    for (const path of fileRoutes) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/adminlogin$/);
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    }
    for (const path of dashRoutes) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashlogin$/);
    }
  }

  test('signed out', async ({ page }) => {
    for (const path of staffRoutes) await expectStaffFallback(page, path);
    await expectAdminRefusal(page);
  });

  test('a sales account', async ({ page }) => {
    await signInStaff(page, sales, /\/sales$/);
    await expectStaffFallback(page, '/placement');
    await expectAdminRefusal(page);
  });

  test('a placement account', async ({ page }) => {
    await signInStaff(page, placement, /\/placement$/);
    await expectStaffFallback(page, '/sales');
    await expectAdminRefusal(page);
  });

  test('an admin account', async ({ page }) => {
    await signInAdmin(page);
    for (const path of staffRoutes) await expectStaffFallback(page, path);
    for (const path of [...fileRoutes, ...dashRoutes]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toHaveCount(0);
    }
  });

  test('the staff login shown in place lets the right account in', async ({ page }) => {
    await page.goto('/placement');
    await page.getByLabel('Email').fill(placement.email);
    await page.getByLabel('Password').fill(placement.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/placement$/);
    await expect(staffLoginHeading(page)).toHaveCount(0);
  });
});

test.describe('forgot password', () => {
  async function resetCodesFor(email: string): Promise<number> {
    const response = await fetch(`${authEmulator}/emulator/v1/projects/demo-field-tracker/oobCodes`);
    const body = (await response.json()) as { oobCodes: { email: string; requestType: string }[] };
    return body.oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET')
      .length;
  }

  test('reaches the green notice, the email is sent, and Go back to login returns', async ({ page }) => {
    const account = demoAccount('sales', 2);
    const before = await resetCodesFor(account.email);
    await page.goto('/adminlogin');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/forgetpassword$/);

    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(alert(page)).toHaveText('Please enter your email address.');

    await page.getByLabel('Email Address').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const notice = page.getByText('Check your email for further instructions to reset your password.');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveCSS('background-color', 'rgb(220, 252, 231)');
    await expect(page.getByText('Password reset email sent. Please check your inbox!')).toBeVisible();
    await expect(page.getByLabel('Email Address')).toHaveCount(0);
    expect(await resetCodesFor(account.email)).toBe(before + 1);

    await page.getByRole('button', { name: 'Go back to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('says so when the email cannot be sent', async ({ page }) => {
    await page.goto('/forgetpassword');
    await page.getByLabel('Email Address').fill(unknownEmail);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(alert(page)).toHaveText('Failed to send password reset email. Please try again.');
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });
});

test.describe('bottom navigation', () => {
  test('Report flashes red with Not Clickable off /sales and /placement, and works on /sales', async ({
    page,
  }) => {
    await page.goto('/home');
    const report = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Report' });
    // aria-disabled tells assistive technology it is unavailable; Playwright then refuses a plain click,
    // but a finger still taps it, which is what this checks.
    await report.click({ force: true });
    await expect(page.getByRole('tooltip')).toHaveText('Not Clickable');
    await expect(report).toHaveCSS('color', 'rgb(185, 28, 28)');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('tooltip')).toBeHidden({ timeout: 2_000 });
    await expect(report).not.toHaveCSS('color', 'rgb(185, 28, 28)');

    await signInStaff(page, sales, /\/sales$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Report' }).click();
    await expect(page).toHaveURL(/\/report$/);
  });

  test('Home is green on the landing page, Dash leads to /dashlogin', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveCSS('color', 'rgb(21, 128, 61)');
    await nav.getByRole('link', { name: 'Dash' }).click();
    await expect(page).toHaveURL(/\/dashlogin$/);
    await expect(nav.getByRole('link', { name: 'Dash' })).toHaveAttribute('aria-current', 'page');
  });

  test('the files item is Media to /adminlogin signed out, and Docs to /docs after choosing Placement Docs', async ({
    page,
  }) => {
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Media' }).click();
    await expect(page).toHaveURL(/\/adminlogin$/);

    await adminLogin(page, '/adminlogin', admin.email, admin.password, 'Placement Docs');
    await expect(page).toHaveURL(/\/docs$/);
    await page.goto('/home');
    await nav.getByRole('link', { name: 'Docs' }).click();
    await expect(page).toHaveURL(/\/docs$/);
  });
});

test.describe('sign out goes to the area’s own entry, with its toast', () => {
  test('staff: Logout leads to /home with one toast', async ({ page }) => {
    await signInStaff(page, placement, /\/placement$/);
    // The calls the home screen starts as it opens (whoAmI), until each has its answer.
    let open = 0;
    const settle = (request: Request) => {
      if (request.url().endsWith('/whoAmI')) open -= 1;
    };
    page.on('request', (request) => {
      if (request.url().endsWith('/whoAmI')) open += 1;
    });
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    // A call the home screen started as it opened has been answered (refused, now signed out, if it
    // went after the sign-out), and the page has drawn a frame since: any toast it caused is shown.
    await expect.poll(() => open).toBe(0);
    await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
    await expect(page.locator('[data-sonner-toast]')).toHaveText(['Logged out successfully']);
    expect(await sessionValue(page, 'userPlac')).toBeNull();
    await page.goto('/placement');
    await expect(staffLoginHeading(page)).toBeVisible();
  });

  test('admin files: Sign Out leads to /adminlogin and forgets the chosen area', async ({ page }) => {
    await adminLogin(page, '/adminlogin', admin.email, admin.password, 'Placement Docs');
    await expect(page).toHaveURL(/\/docs$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Docs' })).toBeVisible();
    await page.getByRole('button', { name: /^Profile menu of/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/adminlogin$/);
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Media' })).toBeVisible();
    expect(await sessionValue(page, 'selectedOption')).toBeNull();
    expect(await sessionValue(page, `admin_selectedOption_${admin.email}`)).toBeNull();
  });

  test('dashboards: Logout leads to /dashlogin', async ({ page }) => {
    await adminLogin(page, '/dashlogin', admin.email, admin.password, 'Sales');
    await expect(page).toHaveURL(/\/saledash$/);
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/dashlogin$/);
    await expect(page.getByText('Logged out successfully')).toBeVisible();
  });
});

test('the home tiles lead to the login when signed out and to the form when signed in', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('link', { name: /Placement/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInStaff(page, placement, /\/placement$/);
  await page.goto('/home');
  await page.getByRole('link', { name: /Placement/ }).click();
  await expect(page).toHaveURL(/\/placement$/);
});
