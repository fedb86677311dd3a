import { outboxMessages } from '@domain/outbox/outboxMessages';
import { useOnline } from '../lib/submission/connectivity';
import './OfflineBanner.css';

/** Says, while the phone has no network, that entries are kept and sent later. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className="offline-banner-region">
      {!online && <p className="offline-banner">{outboxMessages.offlineBanner}</p>}
    </div>
  );
}
