import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { SpendStatementOutput } from '@domain/api/spendStatement';
import { rowKind } from './statementColumns';
import { statementCsv, statementFileName } from './statementCsv';

const asha = { uid: 'rep-1', email: 'asha.sales@example.com', name: 'Asha Rao' };

describe('the statement CSV', () => {
  it('parses back to numbers whose columns sum to the statement’s totals', () => {
    const statement: SpendStatementOutput = {
      person: asha,
      month: '2026-11',
      opening: -30_000,
      rows: [
        {
          kind: 'entry',
          id: 'e1',
          date: '2026-11-03',
          places: ['=HYPERLINK("x")', 'COEP'],
          allocated: 100_000,
          claimed: 224_050,
          approved: 224_050,
          paid: null,
          recovered: null,
          change: 124_050,
          reason: '',
          state: null,
          direction: null,
          mode: null,
          reference: '',
          event: 'approved',
          spendDay: '2026-10-30',
          lateFrom: null,
          madeOn: null,
          balance: 94_050,
        },
        {
          kind: 'entry',
          id: 'e2',
          date: '2026-11-04',
          places: ['VJTI'],
          allocated: 50_000,
          claimed: 40_000,
          approved: null,
          paid: null,
          recovered: null,
          change: -50_000,
          reason: 'No bill',
          state: null,
          direction: null,
          mode: null,
          reference: '',
          event: 'refused',
          spendDay: '2026-11-04',
          lateFrom: null,
          madeOn: null,
          balance: 44_050,
        },
        {
          kind: 'settlement',
          id: 's1',
          date: '2026-11-20',
          places: [],
          allocated: null,
          claimed: null,
          approved: null,
          paid: 124_050,
          recovered: null,
          change: -124_050,
          reason: '',
          state: null,
          direction: 'paid',
          mode: 'upi',
          reference: 'UTR 1',
          event: 'settled',
          spendDay: null,
          lateFrom: null,
          madeOn: null,
          balance: -80_000,
        },
      ],
      totals: {
        allocated: 150_000,
        claimed: 264_050,
        approved: 224_050,
        paid: 124_050,
        recovered: 0,
        change: -50_000,
      },
      closing: -80_000,
      reader: 'admin',
      advances: { opening: 0, rows: [], closing: 0 },
    };
    const csv = statementCsv(statement);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(csv.slice(1), { header: true, dynamicTyping: false });
    const rows = parsed.data;
    const sum = (column: string) => rows.reduce((total, row) => total + Number(row[column] || 0), 0);
    expect(Math.round(sum('Advance') * 100)).toBe(statement.totals.allocated);
    expect(Math.round(sum('Claimed') * 100)).toBe(statement.totals.claimed);
    expect(Math.round(sum('Approved') * 100)).toBe(statement.totals.approved);
    expect(Math.round(sum('Paid') * 100)).toBe(statement.totals.paid);
    expect(Math.round(sum('Change') * 100)).toBe(statement.closing);
    expect(rows[0]?.Kind).toBe('Opening balance');
    expect(rows[1]?.Kind).toBe('Approved (spend of 30/10/2026)');
    expect(rows[1]?.Places).toBe('\'=HYPERLINK("x"); COEP');
    expect(rows[3]?.Change).toBe('-1240.5');
    expect(rows.map((row) => row.Balance)).toEqual(['-300', '940.5', '440.5', '-800']);
    expect(rows.map((row) => row.Person)).toEqual(['Asha Rao', 'Asha Rao', 'Asha Rao', 'Asha Rao']);
  });

  it('says when a row was booked late, the day it happened and the day it was decided', () => {
    const row = {
      kind: 'entry' as const,
      id: 'e9',
      date: '2026-11-01',
      places: ['COEP'],
      allocated: null,
      claimed: null,
      approved: 10_000,
      paid: null,
      recovered: null,
      change: 10_000,
      reason: '',
      state: null,
      direction: null,
      mode: null,
      reference: '',
      event: 'approved' as const,
      spendDay: '2026-10-20',
      lateFrom: '2026-10-20',
      madeOn: '2026-11-05',
      balance: 10_000,
    };
    expect(rowKind(row)).toBe(
      'Approved (spend of 20/10/2026), booked late, of 20/10/2026, decided 05/11/2026',
    );
    const onItsDay = { ...row, date: '2026-10-20', lateFrom: null, madeOn: '2026-11-03' };
    expect(rowKind(onItsDay)).toBe('Approved, decided 03/11/2026');
    expect(rowKind({ ...onItsDay, event: 'correction' as const })).toBe('Corrected and resent on 03/11/2026');
  });

  it('is named after the person and the month, by the name made from the email when none is kept', () => {
    expect(statementFileName({ person: asha, month: '2026-11' })).toBe(
      'Statement of spends - Asha Rao - 2026-11.csv',
    );
    expect(
      statementFileName({ person: { uid: 'u2', email: 'kiran.placement@example.com' }, month: '2026-10' }),
    ).toBe('Statement of spends - Kiran Placement - 2026-10.csv');
  });
});
