import { visitReadingSchema, type VisitReading } from '@domain/visits/location/visitReading';
import type { OutboxEntry } from '../../lib/submission/entry';

/**
 * What an edit keeps of the queued visit it replaces: the reading and the capture time of the visit
 * as it was made, so an edited visit is still located and dated where and when it happened.
 */
export interface KeptOfVisit {
  reading?: VisitReading;
  capturedAt?: number;
}

export function keptOfEntry(entry: OutboxEntry | undefined): KeptOfVisit {
  if (entry?.kind !== 'call') return {};
  const input = entry.input as { reading?: unknown; capturedAt?: unknown };
  const reading = visitReadingSchema.safeParse(input.reading);
  return {
    ...(reading.success ? { reading: reading.data } : {}),
    ...(typeof input.capturedAt === 'number' ? { capturedAt: input.capturedAt } : {}),
  };
}
