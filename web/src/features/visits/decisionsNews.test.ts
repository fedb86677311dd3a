import { describe, expect, it } from 'vitest';
import type { SettlementView } from '@domain/api/settlementView';
import { newsSince, newsText } from './decisionsNews';

const seenAt = Date.UTC(2026, 10, 20);
const after = seenAt + 1000;
const payment = (at: number, reversed = false): SettlementView => ({
  id: `s-${String(at)}`,
  owner: { uid: 'rep-1' },
  direction: 'paid',
  amountPaise: 308_496,
  mode: 'bank',
  reference: '',
  date: '2026-11-26',
  entryIds: ['e1'],
  by: { uid: 'admin-1' },
  at,
  reversal: reversed ? { by: { uid: 'admin-1' }, at: at + 1, reason: 'Wrong account' } : null,
});

describe('the visit screen’s notice of decisions and payments', () => {
  it('names approvals and payments since My spends was opened, in the second person, and refusals', () => {
    const news = newsSince(
      seenAt,
      1,
      [
        { state: 'approved', decidedAt: after },
        { state: 'approved', decidedAt: after + 5 },
        { state: 'approved', decidedAt: seenAt - 5 },
      ],
      [payment(after), payment(seenAt - 10), payment(after + 2, true)],
    );
    expect(newsText(news)).toEqual({
      sentences: [
        '2 spends were approved.',
        'Paid to you ₹3,084.96 by bank transfer on 26/11/2026.',
        '1 spend was refused.',
      ],
      link: 'See why',
    });
  });

  it('links to My spends when nothing is refused, and says nothing when nothing is new', () => {
    expect(newsText(newsSince(seenAt, 0, [{ state: 'approved', decidedAt: after }], []))).toEqual({
      sentences: ['1 spend was approved.'],
      link: 'See My spends',
    });
    expect(newsText(newsSince(seenAt, 2, [], []))?.sentences).toEqual(['2 spends were refused.']);
    expect(
      newsText(newsSince(seenAt, 0, [{ state: 'approved', decidedAt: seenAt }], [payment(1)])),
    ).toBeNull();
  });
});
