import type { UnverifiedReason, VisitCheckView } from '@domain/visits/location/visitCheck';
import type { DayVisits } from '@domain/visits/location/visitDays';
import type { NoReadingReason } from '@domain/visits/location/visitReading';

/** The check's words, as admins and the person read them ('Verified', 'Far (4.2 km)'). */
export const checkStatusText = {
  verified: 'Verified',
  far: 'Far',
  unverified: 'Unverified',
  notAccepted: 'Not accepted',
  tooFast: 'Too fast',
} as const;

/** The log's Location filter's choices: each bucket, and the Unverified visits with no reading at all. */
export const checkFilterText = { ...checkStatusText, noLocation: 'No location' } as const;

/** Why there was no reading, as a person would say it (issue 47: never one 'no reading' for all). */
const noReadingText: Record<NoReadingReason, string> = {
  denied: 'location off',
  timeout: 'no signal in 10 s',
  declined: 'location not allowed',
  unavailable: 'phone found no location',
  unsupported: 'no location on this phone',
  skipped: 'sent without waiting for the location',
  unanswered: 'the location prompt was not answered in 10 s',
  notAsked: 'location not asked (the rep has not answered Field Tracker’s question)',
};

/** Metres under a kilometre, else kilometres to one decimal: '120 m', '4.2 km'. */
export function distanceText(metres: number): string {
  return metres < 1000 ? `${String(metres)} m` : `${(metres / 1000).toFixed(1)} km`;
}

/**
 * Why a visit is Unverified, in words: 'location off', 'poor accuracy (±350 m)', 'no pin yet', 'pin not
 * accepted yet (8 m from the proposed pin)'.
 */
export function whyText(
  why: UnverifiedReason,
  check: Pick<VisitCheckView, 'reason' | 'accuracy' | 'distance'>,
): string {
  switch (why) {
    case 'noReading':
      return check.reason ? noReadingText[check.reason] : 'no reading';
    case 'poorReading':
      return check.accuracy === undefined
        ? 'poor accuracy'
        : `poor accuracy (±${distanceText(check.accuracy)})`;
    case 'staleReading':
      return 'old reading';
    case 'noPin':
      return 'no pin yet';
    case 'notAccepted':
      return check.distance === undefined
        ? 'pin not accepted yet'
        : `pin not accepted yet (${distanceText(check.distance)} from the proposed pin)`;
    case 'nearEdge':
      return 'near the edge';
  }
}

/** 'Too fast (92 km/h from the last visit)'. */
export function tooFastText(speed: number | undefined): string {
  return speed === undefined
    ? `${checkStatusText.tooFast} from the last visit`
    : `${checkStatusText.tooFast} (${speed.toLocaleString('en-IN')} km/h from the last visit)`;
}

/**
 * One visit's check in a cell or a line: 'Verified (40 m)', 'Unverified: location off', 'Too fast (92
 * km/h from the last visit), 0 m from the pin'; '' for a visit indexed before checks. A visit Too fast
 * is never called Verified.
 */
export function checkText(check: VisitCheckView | undefined): string {
  if (!check) return '';
  const clock = check.clockAhead ? ', phone clock ahead' : '';
  const where =
    check.status === 'unverified'
      ? `${checkStatusText.unverified}${check.why ? `: ${whyText(check.why, check)}` : ''}`
      : `${checkStatusText[check.status]}${check.distance === undefined ? '' : ` (${distanceText(check.distance)})`}`;
  if (!check.tooFast) return `${where}${clock}`;
  const beside =
    check.status === 'unverified' || check.distance === undefined
      ? where
      : `${distanceText(check.distance)} from the pin`;
  return `${tooFastText(check.speed)}, ${beside}${clock}`;
}

const visitsWord = (count: number) => (count === 1 ? 'visit' : 'visits');

/**
 * The owner's visits of a spend's day, as Review shows them beside the spend: '3 visits that day:
 * 2 Verified, 1 Far (4.2 km)', each Far visit's distance listed ('2 Far (4.2 km, 6.0 km)'), Not
 * accepted and Too fast ones counted apart.
 */
export function dayVisitsText({ count, verified, far, unverified, notAccepted, tooFast }: DayVisits): string {
  if (count === 0) return 'No visits that day';
  const parts = [
    verified > 0 ? `${String(verified)} ${checkStatusText.verified}` : '',
    far.length > 0
      ? `${String(far.length)} ${checkStatusText.far} (${far.map(distanceText).join(', ')})`
      : '',
    unverified > 0 ? `${String(unverified)} ${checkStatusText.unverified}` : '',
    notAccepted > 0 ? `${String(notAccepted)} ${checkStatusText.notAccepted}` : '',
    tooFast > 0 ? `${String(tooFast)} ${checkStatusText.tooFast}` : '',
  ].filter((part) => part !== '');
  return `${String(count)} ${visitsWord(count)} that day: ${parts.join(', ')}`;
}
