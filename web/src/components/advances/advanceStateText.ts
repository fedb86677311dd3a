import type { AdvanceState } from '@domain/advances/advance';

/** An advance's state as both the person and the admins read it. */
export const advanceStateText = {
  requested: 'Requested',
  approved: 'Approved',
  refused: 'Refused',
  cancelled: 'Cancelled',
  open: 'Open',
  closed: 'Closed',
} as const satisfies Record<AdvanceState, string>;
