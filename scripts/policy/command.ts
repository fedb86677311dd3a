import { parseArgs } from 'node:util';
import type { Store } from '../../functions/src/ports/store.js';
import { isWholePaise, maxSpendAmount } from '../../functions/src/domain/spend/money.js';
import { spendSides, type SpendSide } from '../../functions/src/domain/spend/sides.js';
import { rupeeText } from '../../functions/src/domain/spendEntries/rupees.js';
import { defaultMaxDaysBack, maxDaysBackLimit } from '../../functions/src/domain/spend/spendDayWindow.js';
import {
  policyCategories,
  policyCategorySchema,
  policyRuleKindSchema,
  policyRules,
  type PolicyCategory,
  type PolicyRuleKind,
  type SpendPolicy,
} from '../../functions/src/domain/spendEntries/spendPolicy.js';
import { readSpendPolicy, writeSpendPolicy } from '../../functions/src/services/spendEntries/policyStore.js';
import { defaultRoadFactor, vehicles } from '../../functions/src/domain/day/mileagePolicy.js';
import {
  mileageLines,
  mileageSettings,
  parseMileageSetting,
  withMileage,
  type MileageChange,
} from './mileage.js';
import { storeTargetHelp, storeTargetOf, storeTargetOptions, type StoreTarget } from '../stack/openStore.js';
import { UsageError } from '../usageError.js';

export const usage = `Usage: npm run policy -- <command> [options]

Commands:
  show                                         print the limits in effect for both sides
  set <side> <category> <limit|bill> <amount>  set a daily limit, or the amount from which a bill is
      [--block]                                needed; it warns, or with --block refuses the save
  unset <side> <category> <limit|bill>         remove that rule
  set mileage <vehicle> <rate>                 what a km pays, in rupees a km (e.g. 3.50)
  set mileage road-factor <factor>             road km per straight-line km, 1 to 3 (${String(defaultRoadFactor)} until set)
  set mileage cap <km>                         the most road km one day's mileage counts (whole km)
  unset mileage <vehicle|road-factor|cap>      remove the rate (no mileage for that vehicle), the
                                               factor (back to ${String(defaultRoadFactor)}) or the cap (no cap)
  days-back <days>                             how many days back a spend may be dated (0: today
                                               only; ${String(defaultMaxDaysBack)} until set), at most ${String(maxDaysBackLimit)}

  side: ${spendSides.join(' | ')}
  category: ${policyCategories.join(' | ')} (spent: the whole spent amount)
  amount: rupees, at most 2 decimals
  vehicle: ${vehicles.join(' | ')}

${storeTargetHelp}`;

export type PolicyCommand =
  | { action: 'show'; target: StoreTarget }
  | { action: 'days-back'; days: number; target: StoreTarget }
  | { action: 'mileage'; change: MileageChange; target: StoreTarget }
  | {
      action: 'set' | 'unset';
      side: SpendSide;
      category: PolicyCategory;
      rule: PolicyRuleKind;
      amount?: number;
      block: boolean;
      target: StoreTarget;
    };

/** Reads the command line; anything unclear is a UsageError naming the problem. */
export function parsePolicyCommand(argv: readonly string[]): PolicyCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { block: { type: 'boolean' }, ...storeTargetOptions },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  const target = storeTargetOf(values);
  if ('problem' in target) throw new UsageError(target.problem);
  const [action, sideWord, categoryWord, ruleWord, amountWord, ...rest] = positionals;
  if (action === 'show') {
    if (positionals.length > 1)
      throw new UsageError(`Unexpected argument "${positionals.slice(1).join(' ')}".`);
    if (values.block) throw new UsageError('--block only goes with set.');
    return { action, target };
  }
  if (action === 'days-back') {
    if (values.block) throw new UsageError('--block only goes with set.');
    if (positionals.length > 2)
      throw new UsageError(`Unexpected argument "${positionals.slice(2).join(' ')}".`);
    return { action, days: daysBackOf(sideWord), target };
  }
  if (action !== 'set' && action !== 'unset') {
    throw new UsageError(action ? `Unknown command "${action}".` : 'Missing command.');
  }
  if (sideWord === 'mileage') {
    if (values.block) throw new UsageError('--block only goes with a limit or a bill rule.');
    const change = parseMileageSetting(action, positionals.slice(2));
    return { action: 'mileage', change, target };
  }
  if (!(spendSides as readonly string[]).includes(sideWord ?? '')) {
    throw new UsageError(
      `The side must be ${spendSides.join(' or ')} (or mileage: ${mileageSettings.join(', ')}), not "${sideWord ?? ''}".`,
    );
  }
  const category = policyCategorySchema.safeParse(categoryWord);
  if (!category.success) {
    throw new UsageError(
      `The category must be one of ${policyCategories.join(', ')}, not "${categoryWord ?? ''}".`,
    );
  }
  const rule = policyRuleKindSchema.safeParse(ruleWord);
  if (!rule.success)
    throw new UsageError(`The rule must be ${policyRules.join(' or ')}, not "${ruleWord ?? ''}".`);
  const side = sideWord as SpendSide;
  if (action === 'unset') {
    if (amountWord !== undefined || rest.length > 0) throw new UsageError('unset takes no amount.');
    if (values.block) throw new UsageError('--block only goes with set.');
    return { action, side, category: category.data, rule: rule.data, block: false, target };
  }
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest.join(' ')}".`);
  const amount = Number(amountWord);
  if (
    amountWord === undefined ||
    amountWord.trim() === '' ||
    !isWholePaise(amount) ||
    amount < 0 ||
    amount > maxSpendAmount
  ) {
    throw new UsageError(
      `The amount must be rupees from 0 to ${String(maxSpendAmount)} with at most 2 decimals, not "${amountWord ?? ''}".`,
    );
  }
  return {
    action,
    side,
    category: category.data,
    rule: rule.data,
    amount,
    block: values.block === true,
    target,
  };
}

function daysBackOf(word: string | undefined): number {
  const days = Number(word);
  if (word === undefined || !/^\d+$/.test(word) || days > maxDaysBackLimit) {
    throw new UsageError(
      `The days must be a whole number from 0 to ${String(maxDaysBackLimit)}, not "${word ?? ''}".`,
    );
  }
  return days;
}

const ruleWords = { limit: 'daily limit', bill: 'bill needed from' } as const satisfies Record<
  PolicyRuleKind,
  string
>;

function daysBackLine(days: number): string {
  if (days === 0) return 'Spends may be dated today only.';
  return `Spends may be dated up to ${String(days)} ${days === 1 ? 'day' : 'days'} back.`;
}

/** The policy as lines: one per rule set, or that none is, then how far back a spend may be dated. */
export function policyLines(policy: SpendPolicy): string[] {
  const lines: string[] = [];
  for (const side of spendSides) {
    for (const category of policyCategories) {
      for (const rule of policyRules) {
        const set = policy[side][category]?.[rule];
        if (set) {
          lines.push(
            `${side} ${category} ${ruleWords[rule]} ${rupeeText(set.amount)} (${set.block ? 'blocks' : 'warns'})`,
          );
        }
      }
    }
  }
  return [
    ...(lines.length > 0 ? lines : ['No limits set.']),
    daysBackLine(policy.maxDaysBack),
    ...mileageLines(policy.mileage),
  ];
}

/** Runs the command against the Store: the same schema the server reads the policy with. */
export async function runPolicyCommand(
  command: PolicyCommand,
  store: Store,
  print: (line: string) => void,
): Promise<void> {
  const policy = await readSpendPolicy(store);
  if (command.action === 'show') {
    for (const line of policyLines(policy)) print(line);
    return;
  }
  if (command.action === 'mileage') {
    const next: SpendPolicy = { ...policy, mileage: withMileage(policy.mileage, command.change) };
    await writeSpendPolicy(store, next);
    print(command.change.value === undefined ? 'Removed.' : 'Saved.');
    for (const line of policyLines(next)) print(line);
    return;
  }
  if (command.action === 'days-back') {
    const next: SpendPolicy = { ...policy, maxDaysBack: command.days };
    await writeSpendPolicy(store, next);
    print('Saved.');
    for (const line of policyLines(next)) print(line);
    return;
  }
  const { side, category, rule } = command;
  const kept = policyRules
    .filter((kind) => kind !== rule)
    .flatMap((kind) => {
      const set = policy[side][category]?.[kind];
      return set ? [[kind, set] as const] : [];
    });
  const current = Object.fromEntries(
    command.action === 'set' && command.amount !== undefined
      ? [...kept, [rule, { amount: command.amount, block: command.block }] as const]
      : kept,
  );
  const next: SpendPolicy = { ...policy, [side]: { ...policy[side], [category]: current } };
  await writeSpendPolicy(store, next);
  print(command.action === 'set' ? 'Saved.' : 'Removed.');
  for (const line of policyLines(next)) print(line);
}
