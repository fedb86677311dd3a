import type { SpendEntryView } from '@domain/api/spendEntryView';

const day = Date.UTC(2026, 10, 20, 6);

/** A spend entry as the server shows it, waiting for review unless `change` says otherwise. */
export function spendEntry(change: Partial<SpendEntryView> = {}): SpendEntryView {
  const amounts = {
    allocatedAmount: 1000,
    spentAmount: 500,
    food: 200,
    fuel: 300,
    stay: 0,
    toll: 0,
    ...change.amounts,
  };
  return {
    id: 'entry-1',
    side: 'sales',
    owner: { uid: 'rep-1', email: 'asha.sales@example.com' },
    day: '2026-11-20',
    createdAt: day,
    updatedAt: day,
    visitType: 'Multiple Visit',
    places: ['COEP', 'Modern College'],
    bills: [
      {
        id: 'bill-1',
        url: 'http://127.0.0.1:9190/bill-1.jpg',
        previewUrl: 'http://127.0.0.1:9190/preview/bill-1.jpg',
        thumbnailUrl: 'http://127.0.0.1:9190/thumb/bill-1.jpg',
        fileName: 'fuel.jpg',
        exists: true,
      },
    ],
    recordIds: ['r1', 'r2'],
    state: 'waiting',
    version: 1,
    flags: [],
    approvedAmount: null,
    settlement: null,
    advanceReversed: false,
    advanceOwedOnRefusal: false,
    reason: null,
    decidedBy: null,
    decidedAt: null,
    history: [
      {
        kind: 'saved',
        at: day,
        by: { uid: 'rep-1', email: 'asha.sales@example.com' },
        version: 1,
        values: {
          visitType: 'Multiple Visit',
          places: ['COEP', 'Modern College'],
          amounts,
          billIds: ['bill-1'],
        },
        flags: [],
      },
    ],
    ...change,
    amounts,
  };
}
