/** The option that reveals a free-text field; its text is stored instead of this word. */
export const OTHER = 'Other';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A list as people read it: alphabetical by `localeCompare` rules, with Other last. */
export function inReadingOrder<T extends string>(names: readonly T[]): T[] {
  const rank = (name: string) => (name === OTHER ? 1 : 0);
  return [...names].sort((a, b) => rank(a) - rank(b) || collator.compare(a, b));
}
