import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { reminderSummaryText, type ReminderCounts } from '@domain/reminders/reminderSummary';
import { paths } from '../config/paths';
import { accountKeys } from '../lib/accountKeys';
import { useToday } from '../lib/useToday';

function shownOn(uid: string): string | null {
  try {
    return localStorage.getItem(accountKeys.morningSummaryShown(uid));
  } catch {
    return null;
  }
}

function markShown(uid: string, day: string): void {
  try {
    localStorage.setItem(accountKeys.morningSummaryShown(uid), day);
  } catch {
    // Storage refused (private mode): the summary shows again on the next open, nothing else is lost.
  }
}

/**
 * The morning reminder's summary for a phone that gets no push ('3 overdue, 2 due today; 1 spend
 * refused'), on the first open of the day: a quiet line under the visit screen's header with a link to
 * Due. `counts` is null until the server has answered both questions.
 */
export function MorningSummary({ uid, counts }: { uid: string; counts: ReminderCounts | null }) {
  const today = useToday();
  const [firstOpen] = useState(() => shownOn(uid) !== today);
  const [pushOn, setPushOn] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void import('../lib/pushDevice')
      .then(({ readReminderState }) => readReminderState())
      .then((state) => {
        if (live) setPushOn(state === 'on');
      })
      .catch(() => {
        if (live) setPushOn(false);
      });
    return () => {
      live = false;
    };
  }, []);
  const text = counts ? reminderSummaryText(counts) : null;
  const show = firstOpen && pushOn === false && text !== null;
  useEffect(() => {
    if (show) markShown(uid, today);
  }, [show, uid, today]);
  if (!show) return null;
  return (
    <p className="morning-summary" role="status">
      Today: {text}. <Link to={paths.due}>Open Due</Link>
    </p>
  );
}
