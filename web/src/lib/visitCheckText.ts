import type { UnverifiedReason, VisitCheckView } from '@domain/visits/location/visitCheck';
import type { DayVisits } from '@domain/visits/location/visitDays';

/** The check's words, as admins and the person read them ('Verified', 'Far (4.2 km)'). */
export const checkStatusText = { verified: 'Verified', far: 'Far', unverified: 'Unverified' } as const;

const whyText: Record<UnverifiedReason, string> = {
  noReading: 'no reading',
  poorReading: 'reading not precise',
  staleReading: 'reading too old',
  noPin: 'place has no pin yet',
  nearEdge: 'near the edge',
};

/** Metres under a kilometre, else kilometres to one decimal: '120 m', '4.2 km'. */
export function distanceText(metres: number): string {
  return metres < 1000 ? `${String(metres)} m` : `${(metres / 1000).toFixed(1)} km`;
}

/** One visit's check in a cell or a line; '' for a visit indexed before checks. */
export function checkText(check: VisitCheckView | undefined): string {
  if (!check) return '';
  const fast = `${check.tooFast ? ', Too fast' : ''}${check.clockAhead ? ', phone clock ahead' : ''}`;
  if (check.status === 'unverified') {
    return `${checkStatusText.unverified}${check.why ? ` (${whyText[check.why]})` : ''}${fast}`;
  }
  const distance = check.distance === undefined ? '' : ` (${distanceText(check.distance)})`;
  return `${checkStatusText[check.status]}${distance}${fast}`;
}

const visitsWord = (count: number) => (count === 1 ? 'visit' : 'visits');

/**
 * The owner's visits of a spend's day, as Review shows them beside the spend: '3 visits that day:
 * 2 Verified, 1 Far (4.2 km)', each Far visit's distance listed ('2 Far (4.2 km, 6.0 km)'); a visit
 * flagged Too fast is counted apart, never as Verified ('1 Too fast').
 */
export function dayVisitsText({ count, verified, far, unverified, tooFast }: DayVisits): string {
  if (count === 0) return 'No visits that day';
  const parts = [
    verified > 0 ? `${String(verified)} ${checkStatusText.verified}` : '',
    far.length > 0
      ? `${String(far.length)} ${checkStatusText.far} (${far.map(distanceText).join(', ')})`
      : '',
    unverified > 0 ? `${String(unverified)} ${checkStatusText.unverified}` : '',
    tooFast > 0 ? `${String(tooFast)} Too fast` : '',
  ].filter((part) => part !== '');
  return `${String(count)} ${visitsWord(count)} that day: ${parts.join(', ')}`;
}
