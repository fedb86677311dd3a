import { countCategories, countCategoryOf, type CountCategory, type CountedCheck } from './checkCounts.js';

/**
 * What the log's Location filter narrows to: a bucket (`countCategoryOf`), or 'noLocation', the
 * Unverified visits sent with no reading at all, which the exceptions view counts apart.
 */
export const checkFilters = [...countCategories, 'noLocation'] as const;
export type CheckFilter = (typeof checkFilters)[number];

/** The visits the exceptions view counts for a manager, each a Location filter of the log. */
export const exceptionKinds = [
  'far',
  'tooFast',
  'noLocation',
  'notAccepted',
] as const satisfies readonly CheckFilter[];
export type ExceptionKind = (typeof exceptionKinds)[number];

const isNoLocation = (category: CountCategory, { why }: CountedCheck) =>
  category === 'unverified' && why === 'noReading';

export function matchesCheckFilter(entry: CountedCheck, filter: CheckFilter): boolean {
  const category = countCategoryOf(entry);
  return filter === 'noLocation' ? isNoLocation(category, entry) : category === filter;
}
