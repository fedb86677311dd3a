import type { Page } from '@playwright/test';

/** Fills every text field and both Yes/No fields of the placement form (not Domain), but `except`. */
export async function fillPlacement(
  page: Page,
  { company = 'E2E Analytics', except = '' } = {},
): Promise<void> {
  const texts: [string, string][] = [
    ['Company Name', company],
    ['City', 'Mumbai'],
    ['Client Name', 'Priya Shah'],
    ['Client Designation', 'HR Manager'],
    ['Client Email', 'priya.shah@e2e.example.com'],
    ['Client Contact', '022 2345 6789'],
    ['CR Rep', 'Kiran'],
    ['Visit Purpose', 'Campus hiring for 2026'],
    ['Industry', 'Software'],
    ['Hiring Period', 'June 2026'],
    ['Numbers for Hiring', '15'],
  ];
  for (const [label, value] of texts) {
    if (label !== except) await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel('Pitched').selectOption('Yes');
  await page.getByLabel('JD Received').selectOption('No');
}
