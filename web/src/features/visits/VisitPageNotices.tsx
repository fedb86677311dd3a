import { toast } from 'sonner';
import { DueLink } from '../../components/DueLink';
import { MorningSummary } from '../../components/MorningSummary';
import { useSpendDecisions } from '../../lib/spendDecisions';
import { useDue } from '../followUps/api/myFollowUps';
import { DecisionsNotice } from './DecisionsNotice';
import { LocationConsent } from './location/LocationConsent';
import type { useVisitLocation } from './location/locationConsent';
import { locationText } from './location/locationText';

interface VisitPageNoticesProps {
  uid: string;
  location: ReturnType<typeof useVisitLocation>;
}

/** Under the visit screen's header: the Due link, the decisions notice, and the location question once. */
export function VisitPageNotices({ uid, location }: VisitPageNoticesProps) {
  const due = useDue(uid === 'signed-out' ? null : uid);
  const refused = useSpendDecisions(uid === 'signed-out' ? null : uid).data?.refused;
  const counts = due.counts && refused !== undefined ? { ...due.counts, refused } : null;
  return (
    <>
      {uid !== 'signed-out' && (
        // Under the header, not in it: at 360 px the header has room for the code and two buttons only.
        <div className="visit-page__due">
          <DueLink pressing={due.pressing} />
        </div>
      )}
      {uid !== 'signed-out' && <MorningSummary uid={uid} counts={counts} />}
      {uid !== 'signed-out' && <DecisionsNotice uid={uid} />}
      {uid !== 'signed-out' && location.consent === 'unasked' && (
        <LocationConsent
          onChoose={(answer) => {
            location.choose(answer);
            toast(answer === 'granted' ? locationText.allowed : locationText.declined);
          }}
        />
      )}
    </>
  );
}
