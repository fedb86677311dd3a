/**
 * What a typed text may contain. Control characters (NUL and friends) break the sheet and the
 * exports; bidi overrides and isolates make a name display as something else (U+202E 'Trojan
 * Source'); a lone surrogate is not text at all and fails to encode. Joiners (U+200C, U+200D) stay
 * allowed inside text: Indic names and emoji need them.
 */
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LINE_BREAKS = /[^\P{Cc}\n\r\t]/u;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Characters that draw nothing: spaces, format characters (zero-width space, joiners, BOM), marks
 * with no letter to sit on, and the fillers that fonts render blank (Hangul fillers, braille blank).
 */
const INVISIBLE = /[\s\p{Z}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/**
 * Format characters that draw nothing and only make two equal-looking texts differ: zero-width space,
 * word joiner, BOM, soft hyphen, invisible operators, LRM/RLM... Removed from every kept text. Joiners
 * (U+200C, U+200D) stay, and bidi overrides are left for `textProblem` to refuse.
 */
const HIDDEN_FORMAT = /(?!\u200C|\u200D|[\u202A-\u202E\u2066-\u2069])\p{Cf}/gu;

/**
 * The text without hidden format characters: 'Alpha\u200B College' is 'Alpha College'. A text of
 * nothing but invisible characters is left as it is, for `textProblem` to refuse rather than pass blank.
 */
export function withoutHiddenFormat(value: string): string {
  const stripped = value.replace(HIDDEN_FORMAT, '');
  return stripped.replace(INVISIBLE, '') === '' ? value : stripped;
}

export type TextProblem = 'control' | 'bidi' | 'surrogate' | 'invisible';

/** The first thing wrong with a (trimmed, non-empty) text, or null when it is clean. */
export function textProblem(value: string, { multiline = false } = {}): TextProblem | null {
  if (LONE_SURROGATE.test(value)) return 'surrogate';
  if ((multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(value)) return 'control';
  if (BIDI_CONTROL.test(value)) return 'bidi';
  if (value !== '' && value.replace(INVISIBLE, '') === '') return 'invisible';
  return null;
}

export const textProblemMessages: Record<TextProblem, string> = {
  control: 'Remove the control characters.',
  bidi: 'Remove the text-direction control characters.',
  surrogate: 'Contains a broken character; please retype it.',
  invisible: 'Enter visible text.',
};
