import { describe, expect, it } from 'vitest';
import { readPosting, storedPosting, type Posting } from '../../src/domain/ledger/posting.js';

const posting: Posting = {
  person: 'u1',
  side: 'sales',
  kind: 'approvedLess',
  day: '2026-11-03',
  personDay: 'u1|2026-11-03',
  sideDay: 'sales|2026-11-03',
  entryId: 'e1',
  spendDay: '2026-10-15',
  amounts: { allocated: 0, claimed: 0, advance: 0, approved: 12_345, paid: 0, recovered: -1 },
  places: [{ place: 'VJTI Mumbai', claimed: 0, approved: 12_345 }],
  at: 1_790_000_000_000,
};

describe('a posting as stored', () => {
  it('leaves out the amounts of zero and reads back the same posting', () => {
    const stored = storedPosting(posting);
    expect(stored.amounts).toEqual({ approved: 12_345, recovered: -1 });
    expect(readPosting(JSON.parse(JSON.stringify(stored)))).toEqual(posting);
  });

  it('reads a posting that moves nothing (stored with no amounts) as all zero', () => {
    const nothing = { ...posting, amounts: { ...posting.amounts, approved: 0, recovered: 0 } };
    const stored = JSON.parse(JSON.stringify(storedPosting(nothing))) as Record<string, unknown>;
    delete stored.amounts;
    expect(readPosting(stored)).toEqual(nothing);
  });
});
