import type { AdvanceView } from '@domain/api/advanceView';

/** An advance as the callables answer it: a request of ₹5,000.00 by Asha, unless told otherwise. */
export function advanceView(overrides: Partial<AdvanceView> = {}): AdvanceView {
  return {
    id: 'adv-1',
    owner: { uid: 'rep-1', name: 'Asha Rao' },
    side: 'sales',
    state: 'requested',
    purpose: 'Pune colleges',
    askedPaise: 500_000,
    approvedPaise: null,
    from: '2026-11-26',
    to: '2026-11-28',
    places: ['ABC College'],
    reason: null,
    payment: null,
    usedPaise: 0,
    returnedPaise: 0,
    leftPaise: 0,
    carriedForward: false,
    outcome: null,
    ageDays: null,
    age: null,
    line: 'Advance ₹5,000.00 asked for',
    createdAt: Date.UTC(2026, 10, 25, 6),
    ...overrides,
  };
}

/** An advance paid on 26/11/2026 by UPI, ₹3,200.00 of it used. */
export function paidAdvance(overrides: Partial<AdvanceView> = {}): AdvanceView {
  return advanceView({
    id: 'adv-2',
    state: 'open',
    approvedPaise: 500_000,
    payment: {
      paise: 500_000,
      mode: 'upi',
      reference: 'UTR123',
      day: '2026-11-26',
      byName: 'Boss',
      at: Date.UTC(2026, 10, 26, 6),
      fromEntryDay: null,
    },
    usedPaise: 320_000,
    leftPaise: 180_000,
    ageDays: 7,
    age: '0-30',
    line: 'Advance ₹5,000.00 paid 26/11/2026 by UPI: ₹3,200.00 used, ₹1,800.00 with you',
    ...overrides,
  });
}
