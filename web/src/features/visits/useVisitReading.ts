import { useRef } from 'react';
import type { VisitReading } from '@domain/visits/location/visitReading';
import { getEntry } from '../../lib/submission/outboxDb';
import { keptOfEntry, type KeptOfVisit } from './keptOfEntry';
import { waitForReading } from './location/waitForReading';

/**
 * The visit's one location reading: started when the visit is confirmed (at Submit for a kind with no
 * confirmation; a new visit only), it runs while the visit is sent; the send waits for it at most until
 * its limit. `onLocating` says when the wait has gone on 3 s (true) and when it is over (false).
 */
export function useVisitReading(
  startReading: () => Promise<VisitReading> | null,
  onLocating: (locating: boolean) => void,
) {
  /** The reading started when Submit was tapped: it runs while the person confirms. */
  const reading = useRef<Promise<VisitReading> | null>(null);
  /** Ends the wait for the reading at once ('Send without it'). */
  const skipReading = useRef<(() => void) | null>(null);

  /** A new visit's own reading, waited for at most until its limit, saying so after 3 s. */
  const ownReading = async (): Promise<KeptOfVisit> => {
    const started = reading.current;
    reading.current = null;
    // Not asked: the person has not answered Field Tracker's question about locations yet.
    if (started === null) return { reading: { kind: 'none', reason: 'notAsked' } };
    const readingWait = waitForReading(started, () => {
      onLocating(true);
    });
    skipReading.current = readingWait.skip;
    const located = await readingWait.reading;
    skipReading.current = null;
    onLocating(false);
    return { reading: located };
  };

  return {
    /** The visit goes: a new visit starts its reading; an edit takes none. */
    start: (newVisit: boolean) => {
      reading.current = newVisit ? startReading() : null;
    },
    /** An edit keeps the reading and capture time of the visit as it was made; a new visit takes its own. */
    keptFor: async (replaced: string | undefined): Promise<KeptOfVisit> => {
      if (replaced === undefined) return ownReading();
      reading.current = null;
      return keptOfEntry(await getEntry(replaced));
    },
    /** 'Send without it': the visit stops waiting for its reading. */
    skip: () => {
      skipReading.current?.();
    },
  };
}
