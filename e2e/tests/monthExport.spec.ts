import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { LocalStore } from '../../functions/src/adapters/store/localStore.js';
import { frozenMonthPath } from '../../functions/src/domain/ledger/frozenMonth.js';
import { LEDGER_CLOSE_PATH } from '../../functions/src/domain/ledger/monthClose.js';
import { linesAmounts, linesPlaces, postingLines } from '../../functions/src/domain/ledger/lines.js';
import {
  LEDGER_POSTINGS_PATH,
  personDayKey,
  settlesOf,
  sideDayKey,
  storedPosting,
  type Posting,
} from '../../functions/src/domain/ledger/posting.js';
import { zeroAmounts, type PostingAmounts } from '../../functions/src/domain/ledger/postingAmounts.js';
import { freezeMonth } from '../../functions/src/services/ledger/frozenMonth.js';
import { closeLedgerMonth } from '../../functions/src/services/ledger/monthClose.js';
import { adminPage } from '../support/adminPage.js';
import { storeDir } from '../support/storeRecords.js';

/** A month long past, so closing it takes no day any other spec may date a spend on. */
const MONTH = '2025-01';

/**
 * The postings of one person's January 2025, written to the stack's Store as the ledger books them: an
 * approval (advance held), a refusal with a reason that needs escaping, and a UPI settlement.
 */
async function seedClosedMonth(tag: string, keptName?: string): Promise<string> {
  const store = new LocalStore(storeDir);
  const person = `e2e-export-${tag}`;
  try {
    if (keptName !== undefined) await setName(store, person, `export.${tag}@example.com`, keptName);
    const amounts = (values: Partial<PostingAmounts>): PostingAmounts => ({ ...zeroAmounts(), ...values });
    const posting = (
      day: string,
      fields: Pick<Posting, 'kind' | 'amounts'> & Partial<Omit<Posting, 'lines'>>,
    ): Posting => {
      const { amounts: moved, ...rest } = fields;
      const places = [{ place: 'VJTI Mumbai', claimed: 0, approved: moved.approved }];
      const weights = { food: 0, fuel: 0, stay: 0, toll: 0, other: 1 };
      const lines = postingLines({ person, amounts: moved, places, weights, counter: 'bank' });
      const base = {
        person,
        personEmail: `export.${tag}@example.com`,
        side: 'sales' as const,
        day,
        personDay: personDayKey(person, day),
        sideDay: sideDayKey('sales', day),
        at: Date.parse(`${day}T06:00:00Z`),
        ...rest,
      };
      return { ...base, lines, amounts: linesAmounts(lines, settlesOf(base)), places: linesPlaces(lines) };
    };
    const postingPath = (id: string) => `${LEDGER_POSTINGS_PATH}/${id}`;
    await store.update({
      [postingPath(`x${tag}a_0001`)]: storedPosting(
        posting('2025-01-10', {
          kind: 'approved',
          amounts: amounts({ advance: 100_000, approved: 123_456 }),
        }),
      ),
      [postingPath(`x${tag}b_0001`)]: storedPosting(
        posting('2025-01-11', {
          kind: 'refused',
          reason: 'Toll & <parking> twice',
          amounts: amounts({ advance: 20_000 }),
        }),
      ),
      [postingPath(`x${tag}a_0002`)]: storedPosting(
        posting('2025-01-20', {
          kind: 'settled',
          settlementId: `s${tag}`,
          amounts: amounts({ paid: 23_456 }),
        }),
      ),
    });
    const close = (await store.get<{ through?: string }>(LEDGER_CLOSE_PATH)) ?? {};
    if (close.through === undefined || close.through < MONTH) {
      await closeLedgerMonth(store, { uid: 'e2e', email: null, roles: ['admin'] }, MONTH);
    }
    // The month may have closed before this person's postings were seeded: frozen again, as its close
    // freezes it, so it names this person (a read never freezes).
    if (keptName !== undefined) {
      await store.remove(frozenMonthPath(MONTH));
      await freezeMonth(store, MONTH);
    }
  } finally {
    store.close();
  }
  return person;
}

/** What `npm run claims -- name` keeps for an account. */
async function setName(store: LocalStore, uid: string, email: string, name: string): Promise<void> {
  await store.set(`people/${uid}`, { name, email, createdBy: 'e2e', createdAt: Date.now() });
}

async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

const paiseOf = (amount: string) => Math.round(Number(amount) * 100);

test('a closed month downloads from Settle as a Tally import that balances, the same bytes twice', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  await seedClosedMonth(tag);
  const admin = await adminPage(browser);
  await admin.goto('/settle');
  const section = admin.getByRole('region', { name: 'For the accountant' });
  // The balances' first call may be a cold start of its function on a loaded machine.
  await expect(section).toBeVisible({ timeout: 60_000 });
  await section.getByLabel('Closed month').selectOption(MONTH);

  const first = await download(admin, 'Download Tally XML');
  expect(first.name).toBe(`field-tracker-${MONTH}-tally.xml`);
  await expect(section.getByRole('status')).toContainText(`Downloaded field-tracker-${MONTH}-tally.xml`);
  const again = await download(admin, 'Download Tally XML');
  expect(again.text).toBe(first.text);

  const parsed = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (name) => name === 'TALLYMESSAGE' || name === 'ALLLEDGERENTRIES.LIST',
  }).parse(first.text) as {
    ENVELOPE: {
      BODY: { IMPORTDATA: { REQUESTDATA: { TALLYMESSAGE: { VOUCHER?: Record<string, unknown> }[] } } };
    };
  };
  const vouchers = parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.flatMap((message) =>
    message.VOUCHER ? [message.VOUCHER] : [],
  );
  const ours = vouchers.filter((voucher) => String(voucher.VOUCHERNUMBER).includes(tag));
  expect(ours.map((voucher) => [voucher.VOUCHERNUMBER, voucher.VOUCHERTYPENAME, voucher.DATE])).toEqual([
    [`FT-x${tag}a_0001`, 'Journal', '20250110'],
    [`FT-x${tag}b_0001`, 'Journal', '20250111'],
    [`FT-S-s${tag}`, 'Payment', '20250120'],
  ]);
  for (const voucher of vouchers) {
    const lines = voucher['ALLLEDGERENTRIES.LIST'] as { AMOUNT: string }[];
    expect(lines.reduce((sum, line) => sum + paiseOf(line.AMOUNT), 0)).toBe(0);
  }
  expect(first.text).toContain('Toll &amp; &lt;parking&gt; twice');

  const csv = await download(admin, 'Download CSV journal');
  expect(csv.name).toBe(`field-tracker-${MONTH}-journal.csv`);
  expect(csv.text).toContain(`FT-S-s${tag}`);
  await admin.context().close();
});

test('a closed month reads the same after its person and a ledger are renamed: Tally file and statement', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const person = await seedClosedMonth(tag, 'Rename Before');
  const admin = await adminPage(browser);
  const downloads = async () => {
    await admin.goto('/settle');
    const section = admin.getByRole('region', { name: 'For the accountant' });
    await expect(section).toBeVisible({ timeout: 60_000 });
    await section.getByLabel('Closed month').selectOption(MONTH);
    const tally = await download(admin, 'Download Tally XML');
    const masters = await download(admin, 'Download Tally ledger masters');
    await admin.goto(`/statement?uid=${person}&month=${MONTH}`);
    await expect(admin.getByRole('button', { name: 'Download CSV' })).toBeEnabled({ timeout: 60_000 });
    const statement = await download(admin, 'Download CSV');
    return { tally, masters, statement };
  };
  const before = await downloads();
  expect(before.masters.name).toBe(`field-tracker-${MONTH}-tally-masters.xml`);
  expect(before.masters.text).toContain('<LEDGER NAME="Rename Before">');
  expect(before.tally.text).not.toContain('<LEDGER NAME=');
  expect(before.statement.name).toBe(`Statement of spends - Rename Before - ${MONTH}.csv`);
  const store = new LocalStore(storeDir);
  try {
    await setName(store, person, `export.${tag}@example.com`, 'Renamed After');
    await store.set('ledger_names/bank', `HDFC Current ${tag}`);
  } finally {
    store.close();
  }
  const after = await downloads();
  expect(after.tally).toEqual(before.tally);
  expect(after.masters).toEqual(before.masters);
  expect(after.statement).toEqual(before.statement);
  await admin.context().close();
});
