import { z } from 'zod';
import { fromPaise, toPaise } from '../spend/money.js';
import type { SpendSide } from '../spend/sides.js';
import type { SpendAmounts } from '../spend/spendFields.js';
import type { DaySpends } from './daySpends.js';
import { rupeeText } from './rupees.js';
import { overMileageFlagSchema, overMileageText } from './overMileage.js';
import {
  policyCategoryField,
  policyCategorySchema,
  policyCategoryWords,
  ruleOf,
  type PolicyCategory,
  type PolicyRuleKind,
  type SpendPolicy,
} from './spendPolicy.js';

/** The kinds of flag a reviewer filters by. */
export const spendFlagKinds = [
  'noBill',
  'overLimit',
  'sameBill',
  'sameDayAmount',
  'overBills',
  'readDiffers',
  'readUnsupported',
  'overMileage',
] as const;
export const spendFlagKindSchema = z.enum(spendFlagKinds);
export type SpendFlagKind = z.infer<typeof spendFlagKindSchema>;
/**
 * What a reviewer should look at: no bill although the amount needs one; over a daily limit (which);
 * a bill whose content matches a bill on another entry; another entry of the same person with the
 * same day and spent amount; a claim above what its bills read by more than 1 %; Fuel above mileage.
 */
export const spendFlagSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('noBill'), category: policyCategorySchema, from: z.number() }),
  z.object({
    kind: z.literal('overLimit'),
    category: policyCategorySchema,
    limit: z.number(),
    /** The day's total of the category in rupees, and how many spends make it (absent on older flags). */
    dayTotal: z.number().optional(),
    spends: z.number().int().optional(),
  }),
  z.object({ kind: z.literal('sameBill'), billId: z.string(), otherEntryId: z.string() }),
  z.object({ kind: z.literal('sameDayAmount'), otherEntryId: z.string() }),
  z.object({
    kind: z.literal('overBills'),
    claimedPaise: z.number().int(),
    /** The sum of the totals read from every bill of the spend (the server's reading where it has one). */
    readPaise: z.number().int(),
  }),
  /** The phone's total, used for the claim, is not what the server read from the same bill. */
  z.object({
    kind: z.literal('readDiffers'),
    billId: z.string(),
    phonePaise: z.number().int(),
    serverPaise: z.number().int(),
  }),
  /** The phone's total was used, and the server read it too, but the bill's own lines do not add up to it. */
  z.object({ kind: z.literal('readUnsupported'), billId: z.string(), usedPaise: z.number().int() }),
  overMileageFlagSchema,
]);
export type SpendFlag = z.infer<typeof spendFlagSchema>;

/** The inline messages of the Spent dialog, and the server's field messages for a blocking rule. */
export const policyMessages = {
  overLimit: (limit: number, category: PolicyCategory) =>
    `Over the ${rupeeText(limit)} daily limit for ${policyCategoryWords[category]}`,
  billNeeded: (from: number) => `A bill is needed from ${rupeeText(from)}`,
} as const;

/** '26/11' of '2026-11-26'. */
function shortDay(day: string): string {
  const [, month, date] = day.split('-');
  return month && date ? `${date}/${month}` : day;
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const otherSpends = (count: number) => (count === 1 ? 'another spend' : `${String(count)} other spends`);

/** The words of a flag as a reviewer reads it; `day` is the entry's day (YYYY-MM-DD). */
export function flagText(flag: SpendFlag, day: string): string {
  switch (flag.kind) {
    case 'noBill':
      return `No bill (needed from ${rupeeText(flag.from)})`;
    case 'overLimit': {
      const words = policyCategoryWords[flag.category];
      if (flag.dayTotal === undefined) return `Over limit: ${words} (${rupeeText(flag.limit)} a day)`;
      const across =
        flag.spends !== undefined && flag.spends > 1 ? ` across ${String(flag.spends)} spends` : '';
      return `${capitalised(words)} ${rupeeText(flag.dayTotal)} on ${shortDay(day)}${across}, limit ${rupeeText(flag.limit)}`;
    }
    case 'sameBill':
      return `Same bill as ${otherSpends(1)}`;
    case 'sameDayAmount':
      return `Same day and amount as ${otherSpends(1)}`;
    case 'overBills':
      return `Claimed ${rupeeText(fromPaise(flag.claimedPaise))}, bills read ${rupeeText(fromPaise(flag.readPaise))}`;
    case 'readDiffers':
      return `The phone read ${rupeeText(fromPaise(flag.phonePaise))}, the bill reads ${rupeeText(fromPaise(flag.serverPaise))}`;
    case 'readUnsupported':
      return `${rupeeText(fromPaise(flag.usedPaise))} was used from a bill whose lines do not add up to it`;
    case 'overMileage':
      return overMileageText(flag);
  }
}

/**
 * An entry's flags as a reviewer reads them: one line per kind, so seven matches of the same day and
 * amount read 'Same day and amount as 7 other spends', and two categories over their limit one line.
 */
export function flagLines(flags: readonly SpendFlag[], day: string): { kind: SpendFlagKind; text: string }[] {
  return flagKindsOf(flags).map((kind) => {
    const ofKind = flags.filter((flag) => flag.kind === kind);
    if (kind === 'sameDayAmount') {
      const others = new Set(ofKind.map((flag) => (flag.kind === kind ? flag.otherEntryId : '')));
      return { kind, text: `Same day and amount as ${otherSpends(others.size)}` };
    }
    if (kind === 'sameBill') {
      const others = new Set(ofKind.map((flag) => (flag.kind === kind ? flag.otherEntryId : '')));
      return { kind, text: `Same bill as ${otherSpends(others.size)}` };
    }
    return { kind, text: [...new Set(ofKind.map((flag) => flagText(flag, day)))].join('; ') };
  });
}

/**
 * An over-limit flag with the day's total and count as the day now stands (the day's spends include
 * this one), or null when the day is no longer over the limit (a spend of the day was corrected or
 * withdrawn since). Other flags are kept as they are.
 */
export function flagAsDayStands(flag: SpendFlag, day: DaySpends): SpendFlag | null {
  if (flag.kind !== 'overLimit') return flag;
  const field = policyCategoryField[flag.category];
  const total = day.totals[field];
  if (total <= toPaise(flag.limit)) return null;
  return { ...flag, dayTotal: fromPaise(total), spends: day.counts[field] };
}

/** One rule the entry breaks: where to show it, whether it blocks the save, and its message. */
export interface PolicyFinding {
  category: PolicyCategory;
  rule: PolicyRuleKind;
  /** The rule's amount, in rupees. */
  amount: number;
  block: boolean;
  /** The Spent dialog's field the message belongs to. */
  field: (typeof policyCategoryField)[PolicyCategory];
  message: string;
}

/** The categories in the order of the dialog's fields. */
const dialogOrder: readonly PolicyCategory[] = ['spent', 'food', 'fuel', 'stay', 'toll'];

/** The amount of a category in an entry (`spent` is the whole spent amount). */
export function categoryAmount(amounts: SpendAmounts, category: PolicyCategory): number {
  return amounts[policyCategoryField[category]];
}

export interface PolicyCheckInput {
  side: SpendSide;
  amounts: SpendAmounts;
  /** How many bills the entry carries. */
  billCount: number;
  /**
   * The same person's other entries of that day (withdrawn ones excluded), summed: a daily limit is
   * on the day's total. The phone passes what it knows; the server what is stored.
   */
  earlierToday?: Partial<SpendAmounts>;
  policy: SpendPolicy;
}

/**
 * The rules an entry breaks, in the order of the dialog's fields: a daily limit exceeded by the day's
 * total with this entry, or an amount at or above 'bill needed from' with no bill. The same code runs
 * on the phone (to warn, and to refuse what blocks) and on the server (to refuse what blocks, and to
 * flag the rest on the entry).
 */
export function checkPolicy({
  side,
  amounts,
  billCount,
  earlierToday = {},
  policy,
}: PolicyCheckInput): PolicyFinding[] {
  const findings: PolicyFinding[] = [];
  for (const category of dialogOrder) {
    const field = policyCategoryField[category];
    const amount = categoryAmount(amounts, category);
    const limit = ruleOf(policy, side, category, 'limit');
    const dayTotal = toPaise(amount) + toPaise(earlierToday[field] ?? 0);
    if (limit !== undefined && amount > 0 && dayTotal > toPaise(limit.amount)) {
      findings.push({
        category,
        rule: 'limit',
        amount: limit.amount,
        block: limit.block,
        field,
        message: policyMessages.overLimit(limit.amount, category),
      });
    }
    const bill = ruleOf(policy, side, category, 'bill');
    if (bill !== undefined && billCount === 0 && amount > 0 && toPaise(amount) >= toPaise(bill.amount)) {
      findings.push({
        category,
        rule: 'bill',
        amount: bill.amount,
        block: bill.block,
        field,
        message: policyMessages.billNeeded(bill.amount),
      });
    }
  }
  return findings;
}

/** The findings that refuse the save. */
export function blockingFindings(findings: readonly PolicyFinding[]): PolicyFinding[] {
  return findings.filter((finding) => finding.block);
}

export interface FlagInput {
  findings: readonly PolicyFinding[];
  /** Bills of this entry whose content matches a bill on another entry. */
  sameBills?: readonly { billId: string; otherEntryId: string }[];
  /** Other entries of the same person with the same day and spent amount. */
  sameDayAmount?: readonly string[];
  /** The person's spends of the day, this one included: over-limit flags name the day's total. */
  day?: DaySpends;
}

/** The flags an entry carries, from the same findings the dialog shows plus what only the server knows. */
export function flagsOf({ findings, sameBills = [], sameDayAmount = [], day }: FlagInput): SpendFlag[] {
  const flags: SpendFlag[] = findings.map((finding) => {
    if (finding.rule !== 'limit') return { kind: 'noBill', category: finding.category, from: finding.amount };
    const flag: SpendFlag = { kind: 'overLimit', category: finding.category, limit: finding.amount };
    return day ? (flagAsDayStands(flag, day) ?? flag) : flag;
  });
  for (const { billId, otherEntryId } of sameBills) flags.push({ kind: 'sameBill', billId, otherEntryId });
  for (const otherEntryId of sameDayAmount) flags.push({ kind: 'sameDayAmount', otherEntryId });
  return flags;
}

/** The distinct kinds among an entry's flags (what the queue's flag filter indexes). */
export function flagKindsOf(flags: readonly SpendFlag[]): SpendFlagKind[] {
  return spendFlagKinds.filter((kind) => flags.some((flag) => flag.kind === kind));
}
