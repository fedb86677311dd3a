import { z } from 'zod';
import { defaultColleges } from '../options/colleges.js';
import { defaultCompanies } from '../options/companies.js';
import { OTHER } from '../options/other.js';
import { cleanText, fieldMessages } from '../visits/fieldRules.js';
import { samePlaceKey } from './spendFields.js';
import { maxOptionNames } from './spendLimits.js';
import { spendMessages } from './spendMessages.js';
import type { SpendSide } from './sides.js';

/** The dropdown lists of the Spent dialogs; each ships with defaults and may be replaced as data. */
export const spendOptionLists = ['colleges', 'companies'] as const;
export type SpendOptionList = (typeof spendOptionLists)[number];
export const spendOptionListSchema = z.enum(spendOptionLists, { error: fieldMessages.choose });

export const spendOptionListOfSide = {
  sales: 'colleges',
  placement: 'companies',
} as const satisfies Record<SpendSide, SpendOptionList>;

export const defaultSpendOptions: Record<SpendOptionList, readonly string[]> = {
  colleges: defaultColleges,
  companies: defaultCompanies,
};

/** The effective lists, each ending with Other. */
export const spendOptionsSchema = z.object({
  colleges: z.array(z.string()).min(1),
  companies: z.array(z.string()).min(1),
});
export type SpendOptions = z.output<typeof spendOptionsSchema>;

function isOther(name: string): boolean {
  return samePlaceKey(name) === OTHER.toLowerCase();
}

/**
 * A replacement list as an admin types it: trimmed names, none blank, none twice (ignoring case and
 * spacing). Any Other entry is dropped and Other is appended last, so the dialog's free-text entry
 * always exists and is always at the end.
 */
export const optionNamesSchema = z
  .array(cleanText().min(1, fieldMessages.required), { error: fieldMessages.required })
  .max(maxOptionNames, spendMessages.tooManyOptions)
  .superRefine((names, context) => {
    const seen = new Set<string>();
    names.forEach((name, index) => {
      if (name === '' || isOther(name)) return;
      const key = samePlaceKey(name);
      if (seen.has(key)) {
        context.addIssue({ code: 'custom', path: [index], message: spendMessages.optionListedTwice(name) });
      }
      seen.add(key);
    });
    if (seen.size === 0) context.addIssue({ code: 'custom', message: spendMessages.optionListEmpty });
  })
  .transform((names) => [...names.filter((name) => !isOther(name)), OTHER]);
