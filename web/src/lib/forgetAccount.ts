import { accountKeys } from './accountKeys';
import { removeAllDrafts } from './draftStorage';
import { queryClient } from './queryClient';
import { forgetReportCounts } from './reportBadge';

/**
 * Removes what the browser kept of an account once it signs out: its remembered roles and decisions
 * seen, the Report badge's counts, every form draft, the answers in memory and the offline copy of the forms' answers (visit code,
 * spend options, places visited). The Outbox keeps its entries still waiting: they stay tied to their
 * account and are sent only under it.
 */
export async function forgetAccount(uid: string): Promise<void> {
  try {
    for (const key of Object.values(accountKeys)) localStorage.removeItem(key(uid));
  } catch {
    // Storage blocked (private mode): then nothing was kept either.
  }
  removeAllDrafts();
  forgetReportCounts();
  queryClient.clear();
  // Loaded only now: the offline copy lives in the Outbox's database, which the login page never opens.
  const { forgetOfflineAnswers } = await import('./queryPersistence');
  await forgetOfflineAnswers();
}
