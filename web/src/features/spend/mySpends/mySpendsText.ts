/** Text only My spends and the correcting Spent dialog show. */
export const correctText = {
  title: (day: string) => `Correct and resend: spend of ${day}`,
  save: 'Resend',
  summaryPrefix: 'Correction:',
} as const;

export const mySpendsText = {
  title: 'My spends',
  empty: 'No spends saved yet.',
  loadFailed: 'Could not load your spends. Please try again.',
  correct: 'Correct and resend',
  withdraw: 'Withdraw',
  withdrawQuestion: 'Withdraw this spend?',
  withdrawExplain: 'It leaves the totals and nobody reviews it. This cannot be undone.',
  keep: 'Keep it',
  withdrawn: 'Withdrawal sent.',
  withdrawKept: 'Withdrawal kept on this phone: it is sent when you are online.',
  pendingWithdraw: 'Withdrawal waiting to be sent',
  pendingCorrect: 'Correction waiting to be sent',
  resent: 'Sent again for review.',
  refusedBadge: (count: number) => `${String(count)} refused`,
} as const;

/** Text of 'Attach a bill' on My spends. */
export const attachText = {
  open: 'Attach a bill',
  title: (day: string, amount: string) => `Attach a bill: spend of ${day} (${amount})`,
  explain: 'Your bills uploaded from the Bills button and not on any spend yet:',
  loading: 'Loading your bills...',
  loadFailed: 'Could not load your bills. Please try again.',
  none: 'You have no bill without a spend. Upload one from the Bills button on your visit screen.',
  listLabel: 'Your bills on no spend',
  choose: (fileName: string, day: string) => `Attach ${fileName} (uploaded ${day})`,
  attaching: 'Attaching...',
  attached: 'Bill attached.',
  kept: 'Kept on this phone: the bill is attached when you are online.',
  cancel: 'Cancel',
  summary: (fileName: string, amount: string) => `Attach bill ${fileName} · spend ${amount}`,
} as const;
