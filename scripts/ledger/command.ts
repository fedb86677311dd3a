import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { statementMonthSchema } from '../../functions/src/domain/api/spendStatement.js';
import {
  exportFormats,
  exportFormatText,
  exportMessages,
  type ExportFormat,
} from '../../functions/src/domain/ledger/export/exportFormats.js';
import {
  defaultLedgerNames,
  ledgerKeys,
  ledgerKeySchema,
  ledgerKeyText,
  ledgerNameSchema,
} from '../../functions/src/domain/ledger/export/ledgerNames.js';
import { monthText } from '../../functions/src/domain/ledger/monthClose.js';
import type { Store } from '../../functions/src/ports/store.js';
import { checkLedger } from '../../functions/src/services/ledger/ledgerCheck.js';
import {
  listLedgerNames,
  readPersonLedgers,
  setLedgerName,
  setPersonLedgerName,
} from '../../functions/src/services/ledger/ledgerNames.js';
import { exportMonth } from '../../functions/src/services/ledger/monthExport.js';
import { closeLedgerMonth } from '../../functions/src/services/ledger/monthClose.js';
import { closeChecklist } from '../../functions/src/services/ledger/closeChecklist.js';
import { closeChecklistText } from '../../functions/src/domain/ledger/closeChecklist.js';
import type { CloseChecklistOutput } from '../../functions/src/domain/api/closeChecklist.js';
import { differenceLine } from '../indexes/command.js';
import { storeTargetHelp, storeTargetOf, storeTargetOptions, type StoreTarget } from '../stack/openStore.js';
import { UsageError } from '../usageError.js';

export const usage = `Usage: npm run ledger -- <command> [options]

Commands:
  check                 compare the book's postings with the spend entries' histories, check that
                        every posting's lines balance, and the cached figures (per day changes,
                        balances, totals) with the lines; exit 1 if any difference
  rebuild               book the postings every entry's history books that the book does not hold
                        yet (never rewriting one; one dated in a closed month goes on the first open
                        day), and the lines of postings stored before the book had them; then repair
                        the per day changes; run twice, it writes nothing the second time
  close YYYY-MM         close every month up to YYYY-MM (it must be over): no posting may be dated
                        in it afterwards, so its statements never change; warns of spends dated in
                        it still waiting for review (booked late, once decided) and of a month with
                        nothing booked in it
  export YYYY-MM --format tally|tally-masters|csv [--out FILE] [--company NAME]
                        a closed month's postings for the accountant: a Tally Prime XML import of
                        its vouchers (tally), of the ledger masters they use, imported first
                        (tally-masters; --company names the company to import into for both), or a
                        CSV journal (csv), to standard output or to FILE
  names list            the books' ledger names the export uses
  names set KEY "NAME"  name one of them as the books do, e.g. names set food "Staff Welfare - Food";
                        KEY is one of ${ledgerKeys.join(', ')}
  names set person UID "NAME"
                        correct a person's ledger before their first export (a closed month keeps
                        the names it closed with); refused if another person's ledger has NAME

${storeTargetHelp}`;

export type LedgerCommand =
  | { action: 'check' | 'rebuild'; target: StoreTarget }
  | { action: 'close'; month: string; target: StoreTarget }
  | {
      action: 'export';
      month: string;
      format: ExportFormat;
      out?: string;
      company?: string;
      target: StoreTarget;
    }
  | { action: 'names'; target: StoreTarget }
  | { action: 'name'; key: string; name: string; target: StoreTarget }
  | { action: 'personName'; uid: string; name: string; target: StoreTarget };

const isFormat = (value: string | undefined): value is ExportFormat =>
  (exportFormats as readonly (string | undefined)[]).includes(value);

function parseExport(
  rest: readonly string[],
  values: { format?: string; out?: string; company?: string },
  target: StoreTarget,
): LedgerCommand {
  const [month, ...extra] = rest;
  if (extra.length > 0) throw new UsageError(`Unexpected "${extra.join(' ')}".`);
  if (!statementMonthSchema.safeParse(month).success) throw new UsageError('Give the month as YYYY-MM.');
  if (!isFormat(values.format)) throw new UsageError(exportMessages.format);
  if (values.out === '') throw new UsageError('Give --out a file name.');
  const company = values.company?.trim();
  if (company === '') throw new UsageError('Give --company the company as Tally names it.');
  if (company !== undefined && values.format === 'csv')
    throw new UsageError('--company is for --format tally or tally-masters.');
  return {
    action: 'export',
    month: month ?? '',
    format: values.format,
    ...(values.out === undefined ? {} : { out: values.out }),
    ...(company === undefined ? {} : { company }),
    target,
  };
}

function parsePersonName(
  uid: string | undefined,
  rest: readonly string[],
  target: StoreTarget,
): LedgerCommand {
  const [name, ...extra] = rest;
  if (extra.length > 0) throw new UsageError(`Unexpected "${extra.join(' ')}".`);
  if (uid === undefined || uid === '') throw new UsageError('Use names set person UID "NAME".');
  const parsedName = ledgerNameSchema.safeParse(name ?? '');
  if (!parsedName.success) throw new UsageError(parsedName.error.issues[0]?.message ?? 'Bad name.');
  return { action: 'personName', uid, name: parsedName.data, target };
}

function parseNames(rest: readonly string[], target: StoreTarget): LedgerCommand {
  const [verb, key, name, ...extra] = rest;
  if (verb === 'set' && key === 'person') return parsePersonName(name, extra, target);
  if (extra.length > 0) throw new UsageError(`Unexpected "${extra.join(' ')}".`);
  if (verb === 'list' && key === undefined) return { action: 'names', target };
  if (verb !== 'set') throw new UsageError('Use names list, or names set KEY "NAME".');
  const parsedKey = ledgerKeySchema.safeParse(key);
  if (!parsedKey.success) throw new UsageError(parsedKey.error.issues[0]?.message ?? 'Unknown ledger.');
  const parsedName = ledgerNameSchema.safeParse(name ?? '');
  if (!parsedName.success) throw new UsageError(parsedName.error.issues[0]?.message ?? 'Bad name.');
  return { action: 'name', key: parsedKey.data, name: parsedName.data, target };
}

export function parseLedgerCommand(argv: readonly string[]): LedgerCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        ...storeTargetOptions,
        format: { type: 'string' },
        out: { type: 'string' },
        company: { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  const target = storeTargetOf(values);
  if ('problem' in target) throw new UsageError(target.problem);
  const [action, ...after] = positionals;
  if (action === 'export') return parseExport(after, values, target);
  if (values.format !== undefined || values.out !== undefined || values.company !== undefined)
    throw new UsageError('--format, --out and --company are for export only.');
  if (action === 'names') return parseNames(after, target);
  const [month, ...rest] = after;
  if (rest.length > 0) throw new UsageError(`Unexpected "${rest.join(' ')}".`);
  if (action === 'check' || action === 'rebuild') {
    if (month !== undefined) throw new UsageError(`Unexpected "${month}".`);
    return { action, target };
  }
  if (action === 'close') {
    if (!statementMonthSchema.safeParse(month).success) throw new UsageError('Give the month as YYYY-MM.');
    return { action, month: month ?? '', target };
  }
  throw new UsageError(action === undefined ? 'Missing command.' : `Unknown command "${action}".`);
}

/** What a close leaves behind, one line each: spends still waiting (booked late), a month with nothing in it. */
function closeWarnings(checklist: CloseChecklistOutput): string[] {
  const warnings: string[] = [];
  if (checklist.waiting.count > 0)
    warnings.push(`${closeChecklistText.waiting(checklist)} ${closeChecklistText.late(checklist)}`);
  if (!checklist.booked) warnings.push(closeChecklistText.empty(checklist));
  return warnings;
}

/**
 * Runs the command; returns how many differences a check found (0 for the others). `emit` takes an
 * export written to standard output, as it is (no line added).
 */
export async function runLedgerCommand(
  command: LedgerCommand,
  store: Store,
  print: (line: string) => void,
  emit: (text: string) => void = (text) => process.stdout.write(text),
): Promise<number> {
  if (command.action === 'export') {
    // Made whole before anything is written: an open month writes nothing, not even an empty file.
    const options = command.company === undefined ? {} : { company: command.company };
    const file = await exportMonth(store, command.month, command.format, options);
    if (command.out === undefined) emit(file.content);
    else {
      await writeFile(command.out, file.content, 'utf8');
      const count = file.ledgers ?? file.vouchers;
      const what = `${String(count)} ${file.ledgers === undefined ? 'voucher' : 'ledger'}${count === 1 ? '' : 's'}`;
      print(
        `Wrote ${monthText(command.month)} as ${file.ledgers === undefined ? 'a ' : ''}${exportFormatText[command.format]} (${what}) to ${command.out}.`,
      );
    }
    return 0;
  }
  if (command.action === 'names') {
    const names = await listLedgerNames(store);
    for (const key of ledgerKeys) {
      const isDefault = names[key] === defaultLedgerNames[key] ? ' (default)' : '';
      print(`${key.padEnd(9)}${names[key]}${isDefault}  - ${ledgerKeyText[key]}`);
    }
    for (const [uid, name] of await readPersonLedgers(store)) {
      print(
        `${'person'.padEnd(9)}${name}  - the money of account ${uid}, named at its first close or export`,
      );
    }
    return 0;
  }
  if (command.action === 'name') {
    const { key, name } = await setLedgerName(store, command.key, command.name);
    print(`The export now books ${ledgerKeyText[key]} to "${name}".`);
    return 0;
  }
  if (command.action === 'personName') {
    const name = await setPersonLedgerName(store, command.uid, command.name);
    print(`The books now name account ${command.uid}'s ledger "${name}" (closed months keep theirs).`);
    return 0;
  }
  if (command.action === 'close') {
    const checklist = await closeChecklist(store, command.month);
    const { through } = await closeLedgerMonth(
      store,
      { uid: 'ledger-cli', email: null, roles: ['admin'] },
      command.month,
    );
    print(`Closed every month up to ${through}.`);
    for (const warning of closeWarnings(checklist)) print(`Warning: ${warning}`);
    return 0;
  }
  const started = performance.now();
  const report = await checkLedger(store, command.action === 'rebuild');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const wrote = command.action === 'rebuild' ? `, ${String(report.written)} written` : '';
  print(
    `ledger: ${String(report.postings)} postings${wrote}, ${String(report.differences.length)} differences (${seconds} s)`,
  );
  for (const difference of report.differences.slice(0, 50)) print(differenceLine(difference));
  return report.differences.length;
}
