import { outboxMessages } from '../lib/submission/outboxMessages';
import { useOnline } from '../lib/submission/connectivity';
import { outbox } from '../lib/submission/outbox';
import { submissionText } from '../lib/submission/submissionText';
import { useConnectionWeak } from '../lib/submission/useOutbox';
import './OfflineBanner.css';

/**
 * Says, while the phone has no network or nothing gets through although it says it is online (one bar,
 * a captive Wi-Fi), that entries are kept and sent later; a weak connection can be tried at once.
 */
export function OfflineBanner() {
  const online = useOnline();
  const weak = useConnectionWeak();
  return (
    <div role="status" className="offline-banner-region">
      {!online && <p className="offline-banner">{outboxMessages.offlineBanner}</p>}
      {online && weak && (
        <div className="offline-banner offline-banner--weak">
          <p className="offline-banner__text">{submissionText.weakBanner}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              outbox.kick({ now: true });
            }}
          >
            {submissionText.sendNow}
          </button>
        </div>
      )}
    </div>
  );
}
