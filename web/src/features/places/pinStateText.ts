import type { PlacePin } from '@domain/visits/location/placePin';
import { distanceText } from '../../lib/visitCheckText';
import { visitTimeText } from '../../lib/visitText';

/** Names as a sentence lists them: 'Asha Rao', 'Ravi Kumar and Asha Rao', 'A, B and C'. */
function namesText(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/** Where the pin came from: the people whose readings proposed it, or the visit an admin took. */
function originText(pin: PlacePin, fromVisitCode: string | undefined): string {
  if (pin.proposedBy?.length)
    return `, proposed from the readings of ${namesText(pin.proposedBy.map((person) => person.label))}`;
  if (pin.fromVisitIds?.length) return `, from ${String(pin.fromVisitIds.length)} readings that agree`;
  return fromVisitCode ? `, from visit ${fromVisitCode}` : '';
}

/**
 * The pin in one line: where, its radius, who proposed it, and who accepted or set it. A proposed pin
 * says it verifies nothing yet; the people whose readings proposed it never read as having set it.
 */
export function pinStateText(pin: PlacePin, fromVisitCode?: string): string {
  const where = `${pin.state === 'proposed' ? 'Proposed pin' : 'Pin'} at ${pin.latitude.toFixed(5)}, ${pin.longitude.toFixed(5)}, radius ${distanceText(pin.radius)}${originText(pin, fromVisitCode)}`;
  if (pin.state === 'proposed')
    return `${where}; not accepted yet: its visits are Unverified until an admin accepts it.`;
  if (pin.acceptedBy)
    return `${where}; accepted ${visitTimeText(pin.acceptedAt ?? pin.setAt)} by ${pin.acceptedBy.label}.`;
  return `${where}; set ${visitTimeText(pin.setAt)} by ${pin.setBy.label}.`;
}
