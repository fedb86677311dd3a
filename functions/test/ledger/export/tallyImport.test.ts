import { XMLValidator } from 'fast-xml-parser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeMonth } from '../../../src/callables/closeMonth.js';
import { decideSpend } from '../../../src/callables/decideSpend.js';
import { exportMonth } from '../../../src/callables/exportMonth.js';
import { saveSalesSpend } from '../../../src/callables/saveSalesSpend.js';
import type { ExportMonthOutput } from '../../../src/domain/api/exportMonth.js';
import type { ExportFormat } from '../../../src/domain/ledger/export/exportFormats.js';
import { tallyMastersXml, tallyXml } from '../../../src/domain/ledger/export/tallyXml.js';
import { monthVouchers, type MonthLedger } from '../../../src/domain/ledger/export/vouchers.js';
import { defaultLedgerNames } from '../../../src/domain/ledger/export/ledgerNames.js';
import { checkLedger } from '../../../src/services/ledger/ledgerCheck.js';
import { admin, invoke, newRequestId, salesRep } from '../../support/callables.js';
import { goTo } from '../../support/orgClock.js';
import { storeBill } from '../../support/storedBill.js';
import { useSpendStore } from '../../spend/harness.js';
import { parseTally, posting } from './exportModel.js';

const asha = { person: 'u-asha', personEmail: 'asha.sales@example.com' };
const GSTIN = '27AAPFU0939F1ZV';

/** A month of one approval resting on two bills (one read and used, one not read) and a refusal. */
const month = (): MonthLedger => ({
  month: '2026-10',
  postings: [
    {
      id: 'e1_0001',
      posting: posting({
        ...asha,
        kind: 'approved',
        day: '2026-10-06',
        spendDay: '2026-10-05',
        amounts: { advance: 10_000, approved: 123_456 },
        bills: [
          { bill: 'b1', seller: 'Hotel Sai & <Palace>', gstin: GSTIN, totalPaise: 123_456, used: true },
          { bill: 'b2' },
        ],
      }),
    },
    {
      id: 'e2_0001',
      posting: posting({
        ...asha,
        kind: 'refused',
        day: '2026-10-08',
        reason: 'not ours',
        amounts: { advance: 5_000 },
        bills: [{ bill: 'b3', gstin: GSTIN, totalPaise: 5_000 }],
      }),
    },
  ],
  books: { names: defaultLedgerNames, people: new Map() },
  settlements: new Map(),
});

describe('the Tally import, as Tally’s XML interface describes it', () => {
  it('heads each file with the message format’s VERSION and Import Data; the vouchers file holds vouchers only', () => {
    const vouchers = parseTally(tallyXml(monthVouchers(month())));
    expect(vouchers.version).toBe('1');
    expect(vouchers.request).toBe('Import Data');
    expect(vouchers.report).toBe('Vouchers');
    expect(vouchers.masters).toEqual([]);
    expect(vouchers.vouchers.map((voucher) => voucher.number)).toEqual(['FT-e1_0001', 'FT-e2_0001']);
    const masters = parseTally(tallyMastersXml(monthVouchers(month())));
    expect(masters.version).toBe('1');
    expect(masters.request).toBe('Import Data');
  });

  it('sends the ledger masters in their own All Masters import, safe to import again', () => {
    const file = tallyMastersXml(monthVouchers(month()), { company: 'Acme & Co' });
    const masters = parseTally(file);
    expect(masters.report).toBe('All Masters');
    expect(masters.vouchers).toEqual([]);
    // A ledger the company already has is left as it is, never created a second time.
    expect(masters.statics).toEqual({ IMPORTDUPS: '@@DUPIGNORE', SVCURRENTCOMPANY: 'Acme & Co' });
    expect(masters.masters.map(({ name, parent, action }) => ({ name, parent, action }))).toEqual([
      { name: 'Travel Expenses', parent: 'Indirect Expenses', action: undefined },
      { name: 'Staff advance - Asha Sales', parent: 'Loans & Advances (Asset)', action: undefined },
      { name: 'Asha Sales', parent: 'Sundry Creditors', action: undefined },
    ]);
    expect(file).not.toContain('ACTION="Create"');
  });

  it('writes both files as well-formed XML, an empty month too', () => {
    for (const xml of [
      tallyXml(monthVouchers(month())),
      tallyMastersXml(monthVouchers(month())),
      tallyXml([]),
      tallyMastersXml([]),
    ]) {
      // fast-xml-parser still ships its validator; its successor package is not a dependency here.
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      expect(XMLValidator.validate(xml)).toBe(true);
    }
  });

  it('names in each voucher’s narration the bills its spend rests on, as read and used', () => {
    const [approved, refused] = parseTally(tallyXml(monthVouchers(month()))).vouchers;
    expect(approved?.narration).toBe(
      `Approved: Asha Sales's spend of 05/10/2026 at Somewhere; 2 bills: Hotel Sai & <Palace>, GSTIN ${GSTIN}, ₹1,234.56 read and used; not read`,
    );
    expect(refused?.narration).toBe(
      `Refused: Asha Sales's spend of 08/10/2026: not ours; bill: GSTIN ${GSTIN}, ₹50.00 read`,
    );
  });
});

const { store, clear } = useSpendStore();
beforeEach(clear);
afterEach(() => vi.useRealTimers());

const exported = async (format: ExportFormat) =>
  (await invoke<ExportMonthOutput>(exportMonth, { month: '2026-10', format }, admin)).content;

describe('the bills a voucher names', () => {
  it('are kept on the posting when it is booked: later changes to the bills leave the closed month as it was', async () => {
    goTo('2026-10-05');
    await storeBill(store, 'bill0000000000000001', {
      uid: salesRep.uid,
      sha256: '1'.repeat(64),
      read: { status: 'read', seller: 'Hotel Sai Palace', gstin: GSTIN, totalPaise: 50_000, used: true },
    });
    await storeBill(store, 'bill0000000000000002', {
      uid: salesRep.uid,
      sha256: '2'.repeat(64),
      read: { status: 'unreadable' },
    });
    const { entryId } = await invoke(
      saveSalesSpend,
      {
        requestId: newRequestId(),
        visitType: 'Single Visit',
        colleges: ['COEP Pune'],
        allocatedAmount: 0,
        spentAmount: 500,
        billIds: ['bill0000000000000001', 'bill0000000000000002'],
      },
      salesRep,
    );
    await invoke(
      decideSpend,
      { requestId: newRequestId(), entryId: entryId ?? '', version: 1, decision: { kind: 'approve' } },
      admin,
    );
    goTo('2026-11-02');
    await invoke(closeMonth, { month: '2026-10' }, admin);
    const file = await exported('tally');
    const [voucher] = parseTally(file).vouchers;
    expect(voucher?.narration).toContain(
      `; 2 bills: Hotel Sai Palace, GSTIN ${GSTIN}, ₹500.00 read and used; not read`,
    );
    await store.set('bills/bill0000000000000001/read', {
      status: 'read',
      seller: 'Someone Else',
      used: false,
    });
    expect(await exported('tally')).toBe(file);
    expect((await checkLedger(store, false)).differences).toEqual([]);
  });
});
