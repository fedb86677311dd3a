import type { VisitKind } from '../visitCodes.js';
import { samePlaceKey } from '../spend/spendFields.js';

/** The field naming the place a visit went to. */
export const visitPlaceField = {
  sales: 'collegeName',
  placement: 'companyName',
} as const satisfies Record<VisitKind, string>;

/** What the pipeline shows of a place's latest visit. */
export const pipelineFields = {
  sales: ['visitPhase', 'totalContractValue', 'proposal', 'mou', 'remarks', 'city'],
  placement: ['pitched', 'jdReceived', 'numbersForHiring', 'hiringPeriod', 'city'],
} as const satisfies Record<VisitKind, readonly string[]>;

/** Names compare as people read them: 'ABC College' and ' abc  college' are one place. */
export const foldPlaceName = samePlaceKey;

/** The key of visits that name no place (the sales form does not require one). */
export const NO_PLACE_KEY = '%none';

/** Characters a Realtime Database key may not hold, and the escape character itself. */
// eslint-disable-next-line no-control-regex -- a key must not hold control characters
const UNSAFE_KEY_CHARACTERS = /[%.#$[\]/\u0000-\u001f\u007f]/g;

/**
 * A place's key in the indexes: its folded name with the characters a database key may not hold
 * escaped as %XX, so every name has exactly one key and no key can be mistaken for another.
 */
export function placeKeyOf(name: string | undefined): string {
  const folded = foldPlaceName(name ?? '');
  if (folded === '') return NO_PLACE_KEY;
  return folded.replace(
    UNSAFE_KEY_CHARACTERS,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** The place a stored visit names, as typed (trimmed); empty when none. */
export function placeNameOf(kind: VisitKind, fields: Record<string, unknown>): string {
  const name = fields[visitPlaceField[kind]];
  return typeof name === 'string' ? name.trim() : '';
}
