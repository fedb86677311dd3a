import { useState } from 'react';
import type { VisitReading } from '@domain/visits/location/visitReading';
import { accountKeys } from '../../../lib/accountKeys';
import { takeReading } from './takeReading';

/** Whether the person lets a visit take its one reading: not asked yet, yes, or 'Not now'. */
export type LocationConsent = 'unasked' | 'granted' | 'declined';

function readConsent(uid: string): LocationConsent {
  try {
    const kept = localStorage.getItem(accountKeys.locationConsent(uid));
    return kept === 'granted' || kept === 'declined' ? kept : 'unasked';
  } catch {
    return 'unasked';
  }
}

/**
 * The person's answer, kept on this phone for the account, and the reading a visit starts as it goes:
 * a fix when allowed, 'declined' after 'Not now', none at all before they were asked.
 */
export function useVisitLocation(uid: string) {
  const [consent, setConsent] = useState<LocationConsent>(() => readConsent(uid));
  return {
    consent,
    choose: (answer: 'granted' | 'declined') => {
      try {
        localStorage.setItem(accountKeys.locationConsent(uid), answer);
      } catch {
        // Storage blocked: the answer holds for this screen only.
      }
      setConsent(answer);
    },
    startReading: (): Promise<VisitReading> | null => {
      if (consent === 'granted') return takeReading();
      if (consent === 'declined') return Promise.resolve({ kind: 'none', reason: 'declined' });
      return null;
    },
  };
}
