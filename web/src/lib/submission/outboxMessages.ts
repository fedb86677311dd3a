/** The texts of the outbox: entries kept on the phone until they are sent. */
export const outboxMessages = {
  offlineBanner: 'You are offline. Entries are kept on this phone and sent when you are back online.',
  savedOnPhone: 'Saved on this phone. It will be sent when you are back online.',
  codeWhenSent: 'assigned when sent',
  title: 'Outbox',
  empty: 'Nothing waiting: every entry has been sent.',
  storageFull:
    'This phone has no room to keep another entry. Nothing was lost: what was already saved stays queued. Free some space and try again.',
  notStored: 'This entry could not be kept on this phone, so it was not saved. Please try again.',
  retry: 'Retry',
  discard: 'Discard',
  stateLabels: { waiting: 'Waiting', sending: 'Sending…', sent: 'Sent', failed: 'Failed' },
  stay: 'Stay signed in',
  signOutAndDelete: 'Sign out and delete',
  tooOld:
    'This entry waited over 30 days and an earlier try may have arrived. Check My Report, then Retry or Discard it.',
  accessEnded: 'These entries could not be sent: your access has ended.',
} as const;

/** Asked before a sign-out that would delete entries still waiting on the phone. */
export function unsentAtSignOut(count: number): string {
  const entries = count === 1 ? '1 entry has' : `${String(count)} entries have`;
  return `${entries} not been sent yet. Stay signed in to send them, or sign out and delete them.`;
}

/** The badge's spoken label: how many entries still wait to be sent. */
export function pendingLabel(count: number): string {
  return count === 0 ? 'Outbox, nothing waiting' : `Outbox, ${String(count)} not sent yet`;
}
