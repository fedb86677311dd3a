import { paiseText } from '@domain/settlements/balances';

/** The words of Settle's advances. */
export const advanceSettleText = {
  title: 'Advances',
  loading: 'Loading advances...',
  loadFailed: 'The advances could not be loaded.',
  unpaid: 'Approved, waiting to be paid',
  noUnpaid: 'No approved advance waits to be paid.',
  open: 'Open advances',
  noOpen: 'Nobody holds an advance.',
  ages: 'Held, by age',
  give: 'Give an advance',
  pay: 'Pay',
  payTitle: 'Pay the advance',
  paid: 'Advance paid.',
  given: 'Advance given.',
  returnTitle: 'Record a return',
  returned: 'Return recorded.',
  carry: 'Carry forward',
  carried: 'Carried forward: it stays open with them.',
  person: 'Person',
  choosePerson: 'Choose a person',
  choosePersonProblem: 'Choose the person the advance is for.',
  purpose: 'Purpose',
  holds: (name: string, paise: number) => `${name} holds ${paiseText(paise)}`,
  approvedLine: (name: string, paise: number, purpose: string) =>
    `${name}: ${paiseText(paise)} for ${purpose}`,
  openLine: (paise: number, day: string, ageDays: number | null) =>
    `${paiseText(paise)} left of the advance paid ${day}${ageDays === null ? '' : ` (${String(ageDays)} days)`}`,
  returnAmount: (leftPaise: number) => `Amount returned (₹, at most ${paiseText(leftPaise)})`,
} as const;
