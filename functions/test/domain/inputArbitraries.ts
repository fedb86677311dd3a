import fc from 'fast-check';
import { inputLimits, maxTextLength } from '../../src/domain/constants.js';
import { latestDate } from '../../src/domain/visits/fieldRules.js';

/** Generators of valid and of malformed field values, for the property tests of the input schemas. */

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split('');
const wordChar = fc.constantFrom(...letters, 'é', 'ñ', 'प', 'पु', 'णे', 'क्ष', '北', '京', '👩‍💻');
const innerChar = fc.oneof(
  wordChar,
  fc.constantFrom(' ', '.', ',', '-', "'", '&', '/', '(', ')', 'ु', '\u200D'),
);

/** Real-looking text: starts and ends with a visible character, may hold Indic joiners and emoji. */
export const visibleText = (maxLength = 40) =>
  fc
    .tuple(wordChar, fc.array(innerChar, { maxLength }), wordChar)
    .map(([first, middle, last]) => `${first}${middle.join('')}${last}`)
    .filter((value) => value.length <= maxTextLength);

/** A visible text that is not the word Other in any case. */
export const placeName = visibleText(20).filter((value) => value.trim().toLowerCase() !== 'other');

const controls = [...Array.from({ length: 0x20 }, (_, code) => code), 0x7f, 0x85, 0x9f].map((code) =>
  String.fromCharCode(code),
);
const bidiControls = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
/** Draw nothing but survive a trim (a trim turns plain spaces into a blank, which is fine). */
const untrimmedInvisibles = ['\u200B', '\u200C', '\u200D', '\u2060', '\u3164', '\u2800', '\u0301'];
const invisibles = [...untrimmedInvisibles, '\uFEFF', '\u00A0', '\u3000', ' '];

/** Inserts strictly inside the text: at either end a whitespace control is simply trimmed away. */
function insertInside(text: string, insert: string, at: number): string {
  const index = 1 + (at % (text.length - 1));
  return text.slice(0, index) + insert + text.slice(index);
}

/** Text with a bad character somewhere in it, or text with nothing visible, or far too long. */
export const dirtyText = ({ multiline = false } = {}) =>
  fc.oneof(
    fc
      .tuple(
        visibleText(),
        fc.constantFrom(...controls.filter((c) => !multiline || !['\n', '\r', '\t'].includes(c))),
        fc.nat(),
      )
      .map(([text, control, at]) => insertInside(text, control, at)),
    fc
      .tuple(visibleText(), fc.constantFrom(...bidiControls), fc.nat())
      .map(([text, bidi, at]) => insertInside(text, bidi, at)),
    // A lone surrogate at an end cannot pair with a neighbour.
    fc
      .tuple(visibleText(), fc.integer({ min: 0xd800, max: 0xdbff }))
      .map(([text, high]) => `${text}${String.fromCharCode(high)}`),
    fc
      .tuple(visibleText(), fc.integer({ min: 0xdc00, max: 0xdfff }))
      .map(([text, low]) => `${String.fromCharCode(low)}${text}`),
    fc
      .tuple(
        fc.array(fc.constantFrom(...invisibles), { maxLength: 6 }),
        fc.constantFrom(...untrimmedInvisibles),
      )
      .map(([chars, kept]) => [...chars, kept, ...chars].join('')),
    fc
      .tuple(visibleText(), fc.integer({ min: maxTextLength + 1, max: maxTextLength * 4 }))
      .map(([text, length]) => text.repeat(Math.ceil(length / text.length)).slice(0, length))
      // zod counts code points, not UTF-16 units.
      .filter((value) => Array.from(value.trim()).length > maxTextLength),
  );

/** Values of the wrong type for any field. */
export const notAString = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), { maxKeys: 2 }),
);
export const notANumber = fc.oneof(
  fc.string({ maxLength: 5 }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
);

/** The word Other in any case and spacing: the typed name must be sent instead. */
export const otherWord = fc
  .tuple(fc.constantFrom('other', 'OTHER', 'Other', 'oTHER', 'otHer'), fc.constantFrom('', ' ', '  '))
  .map(([word, space]) => `${space}${word}${space}`);

export const wholeNumber = (max: number) => fc.integer({ min: 0, max });
export const badWholeNumber = (max: number) =>
  fc.oneof(
    notANumber,
    fc.integer({ min: -1_000_000, max: -1 }),
    fc.integer({ min: max + 1, max: Number.MAX_SAFE_INTEGER }),
    fc.double({ min: 0, max, noNaN: true }).filter((value) => !Number.isInteger(value)),
    fc.constantFrom(1e308, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE),
  );

/** Rupees in whole paise, as typed: at most two decimals. */
export const rupees = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((paise) => paise / 100);
export const badRupees = (max: number) =>
  fc.oneof(
    notANumber,
    fc.integer({ min: -(max * 100), max: -1 }).map((paise) => paise / 100),
    fc.double({ min: max + 0.01, max: 1e308, noNaN: true, noDefaultInfinity: true }),
    // Sub-paisa: a whole number of paise plus a fraction of a paisa, down to a billionth of a rupee.
    fc
      .tuple(
        fc.integer({ min: 0, max: max * 100 - 1 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 3, max: 9 }),
      )
      .map(([paise, digit, place]) => Number(`${(paise / 100).toFixed(2)}${'0'.repeat(place - 3)}${digit}`))
      // Near the top a billionth may be below the double's precision: the number is then whole paise.
      .filter((value) => value <= max && Math.round(value * 100) / 100 !== value),
    fc.constantFrom(1.000000001, 0.001, 1e-7, 1e308, 0.1 + 0.2),
  );

const dayMs = 86_400_000;
const earliestMs = Date.parse(`${inputLimits.earliestDate}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const dateInRange = fc
  .integer({ min: earliestMs, max: Date.parse(`${latestDate()}T00:00:00Z`) - dayMs })
  .map(isoDay);
export const badDate = fc.oneof(
  fc.integer({ min: Date.parse('0001-01-01T00:00:00Z'), max: earliestMs - dayMs }).map(isoDay),
  fc
    .integer({
      min: Date.parse(`${latestDate()}T00:00:00Z`) + 2 * dayMs,
      max: Date.parse('9999-12-31T00:00:00Z'),
    })
    .map(isoDay),
  fc.constantFrom('0001-01-01', '9999-12-31', '2025-02-30', '2025-13-01', '15/01/2025', '2025-1-5', 'today'),
  dirtyText(),
);

export const email = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/),
    fc.constantFrom('example.com', 'college.edu.in'),
  )
  .filter(([local]) => !local.includes('..'))
  .map(([local, domain]) => `${local}@${domain}`);
export const badEmail = fc.oneof(
  fc.stringMatching(/^[a-z]{1,10}$/),
  fc.stringMatching(/^[a-z]{1,5}@$/),
  fc.stringMatching(/^@[a-z]{1,5}\.com$/),
  dirtyText(),
);

export const phone = fc.stringMatching(/^\+?[0-9]{2,4} [0-9]{4,6} [0-9]{2,4}$/);
export const badPhone = fc.oneof(
  fc.stringMatching(/^[0-9]{1,5}$/),
  fc.stringMatching(/^[0-9]{6,10}[a-z]{1,3}$/),
  dirtyText(),
);

export const uuid = fc.uuid({ version: 4 });
export const badUuid = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('', 'not-a-uuid'), notAString);

/** A value outside a fixed list: near misses (case, spaces) and random strings. */
export const notOneOf = (options: readonly string[]) =>
  fc.oneof(
    fc.constantFrom(...options).map((option) => option.toLowerCase() + ' '),
    fc.constantFrom(...options).map((option) => ` ${option.toUpperCase()}x`),
    fc.string({ maxLength: 10 }).filter((value) => !options.includes(value)),
    notAString,
  );

const pushChars = Array.from('-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz');
/** An id as `Store.newId()` makes it: 20 push id characters. */
export const pushId = fc.string({ unit: fc.constantFrom(...pushChars), minLength: 20, maxLength: 20 });
/** Ids that would point elsewhere in the Store: inside a record, up the tree, dots, nothing. */
export const pathLikeId = fc.oneof(
  fc.constantFrom('', '.', '..', 'a/b', '../settlements', '/', ' '),
  pushId.map((id) => `${id}/history`),
  pushId.map((id) => `${id}/amounts`),
  fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([a, b]) => `${a}/${b}`),
);
/** Not a push id: path-like, one character off in length, or a character outside the alphabet. */
export const badPushId = fc.oneof(
  pathLikeId,
  pushId.map((id) => id.slice(1)),
  pushId.map((id) => `${id}x`),
  fc
    .tuple(pushId, fc.constantFrom('.', '#', '$', '[', ']', '/', ' ', '\u0000'))
    .map(([id, c]) => `${c}${id.slice(1)}`),
);
