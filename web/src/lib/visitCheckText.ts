import type { UnverifiedReason, VisitCheckView } from '@domain/visits/location/visitCheck';

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
  const fast = check.tooFast ? ', Too fast' : '';
  if (check.status === 'unverified') {
    return `${checkStatusText.unverified}${check.why ? ` (${whyText[check.why]})` : ''}${fast}`;
  }
  const distance = check.distance === undefined ? '' : ` (${distanceText(check.distance)})`;
  return `${checkStatusText[check.status]}${distance}${fast}`;
}
