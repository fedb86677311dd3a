import { toast } from 'sonner';
import { timings } from '@domain/constants';
import { outbox } from './outbox';
import { submissionText } from './submissionText';

/** After this long without an answer a followed entry is said to wait in the Outbox. */
export const FOLLOW_WAIT_MS = 5_000;

/** Shows a sent entry's words; `into` is the toast they take the place of (the one that said 'Sending…'). */
export type ResultToast = (into?: { id: string | number }) => void;

/**
 * Follows an entry the form has already handed back (no answer yet): one toast, 'Sending…', that
 * becomes in place the server's answer when it comes, or, when it does not come soon, says that it is
 * still sending and kept in the Outbox (online) or that it waits for a connection (offline). It is
 * never dismissed and replaced by another: a dismissal still on its way would leave both on screen.
 */
export function followInToast(entryId: string, showSent: ResultToast): void {
  const id = toast.loading(submissionText.sending);
  const later = setTimeout(() => {
    const words = navigator.onLine ? submissionText.sendingKept : submissionText.waitingInOutbox;
    toast.message(words, { id, duration: timings.resultToastMs });
  }, FOLLOW_WAIT_MS);
  void outbox.follow(entryId).then((end) => {
    clearTimeout(later);
    if (end.status === 'sent') {
      showSent({ id });
    } else if (end.status === 'refused') {
      toast.error(submissionText.notSent(end.entry.problem?.message ?? ''), { id });
    } else {
      toast.dismiss(id);
    }
  });
}
