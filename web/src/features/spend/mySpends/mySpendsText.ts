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
