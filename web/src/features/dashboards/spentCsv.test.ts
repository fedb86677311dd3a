import { describe, expect, it } from 'vitest';
import type { SpendRecordRow } from '@domain/api/spendRecords';
import { spentCsv } from './spentCsv';

const row = (id: string, place: string): SpendRecordRow => ({
  id,
  place,
  date: Date.UTC(2026, 10, 3, 6),
  amounts: { allocated: 0, spent: 120.5, food: 120.5, fuel: 0, stay: 0, toll: 0 },
  staff: null,
  state: 'approved',
  approved: 120.5,
  entryId: null,
});

describe('the dashboard CSV of spent records', () => {
  it('keeps a transaction id as it is, and neutralises a place name typed as a formula', () => {
    const lines = spentCsv('sales', [row('-Nabc_0001', '=HYPERLINK("x")'), row('+91,22', 'COEP')]).split(
      '\r\n',
    );
    expect(lines[1]).toBe('-Nabc_0001,0.00,120.50,120.50,0.00,0.00,0.00,"\'=HYPERLINK(""x"")",03/11/2026');
    expect(lines[2]?.startsWith('"+91,22",')).toBe(true);
  });
});
