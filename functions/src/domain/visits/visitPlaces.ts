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
  const key = folded.replace(
    UNSAFE_KEY_CHARACTERS,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return withinKeyLimit(key);
}

/** The Realtime Database refuses a key over 768 bytes of UTF-8; a place key stays well within. */
export const MAX_PLACE_KEY_BYTES = 700;
const utf8 = new TextEncoder();

/** FNV-1a over the key's UTF-16 units, as 8 hex digits: the same key, the same digits, everywhere. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * A key too long for the database (a 500-character name in Devanagari is 1,500 bytes) is cut at a
 * character to leave room for '~' and a hash of the whole key, so two long names that share their
 * start still get two keys. Keys within the limit are as they were.
 */
function withinKeyLimit(key: string): string {
  if (utf8.encode(key).length <= MAX_PLACE_KEY_BYTES) return key;
  const suffix = `~${fnv1a(key)}`;
  let cut = '';
  for (const character of key) {
    if (utf8.encode(cut + character).length > MAX_PLACE_KEY_BYTES - suffix.length) break;
    cut += character;
  }
  return `${cut}${suffix}`;
}

/** The place a stored visit names, as typed (trimmed); empty when none. */
export function placeNameOf(kind: VisitKind, fields: Record<string, unknown>): string {
  const name = fields[visitPlaceField[kind]];
  return typeof name === 'string' ? name.trim() : '';
}
