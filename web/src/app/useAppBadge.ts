import { useEffect } from 'react';
import { useReportCounts } from '../lib/reportBadge';

/**
 * The installed app's icon badge shows what the Report badge counts: the follow-ups overdue or due
 * today and the refused spends, the items of the morning reminder (a push sets it too, from the service
 * worker). Where the Badging API is missing nothing happens.
 */
export function useAppBadge(): void {
  const { refused, due } = useReportCounts();
  useEffect(() => {
    if (!('setAppBadge' in navigator)) return;
    const total = refused + due;
    void (total > 0 ? navigator.setAppBadge(total) : navigator.clearAppBadge()).catch(() => undefined);
  }, [refused, due]);
}
