import { parseArgs } from 'node:util';
import { storeTargetHelp, storeTargetOf, storeTargetOptions, type StoreTarget } from '../stack/openStore.js';
import type { Store } from '../../functions/src/ports/store.js';
import { fieldErrorsFromZod } from '../../functions/src/domain/fieldErrors.js';
import {
  optionNamesSchema,
  spendOptionListSchema,
  type SpendOptionList,
} from '../../functions/src/domain/spend/spendOptions.js';
import {
  readOptionList,
  replaceSpendOptionList,
} from '../../functions/src/services/spend/spendOptionsStore.js';
import { UsageError } from '../usageError.js';

export const usage = `Usage: npm run options -- <command> <list> [options]

Commands (list is colleges or companies):
  show <list>                  print the list in effect and whether it is stored or the default
  set <list> --file <path>     replace the list with the names in the file, one per line
                               (blank lines and lines starting with # are skipped; Other is added last)
  reset <list>                 go back to the list shipped with the app

${storeTargetHelp}`;

export interface OptionsCommand {
  action: 'show' | 'set' | 'reset';
  list: SpendOptionList;
  file?: string;
  target: StoreTarget;
}

/** Reads the command line; anything unclear is a UsageError naming the problem. */
export function parseOptionsCommand(argv: readonly string[]): OptionsCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        file: { type: 'string' },
        ...storeTargetOptions,
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  const [action, listName, ...rest] = positionals;
  if (action !== 'show' && action !== 'set' && action !== 'reset') {
    throw new UsageError(action ? `Unknown command "${action}".` : 'Missing command.');
  }
  const list = spendOptionListSchema.safeParse(listName);
  if (!list.success) throw new UsageError(`The list must be colleges or companies, not "${listName ?? ''}".`);
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest.join(' ')}".`);
  if (action === 'set' && !values.file)
    throw new UsageError('set needs --file <path> with one name per line.');
  if (action !== 'set' && values.file) throw new UsageError(`--file only goes with set.`);
  const target = storeTargetOf(values);
  if ('problem' in target) throw new UsageError(target.problem);
  return { action, list: list.data, target, ...(values.file ? { file: values.file } : {}) };
}

/** Names from a list file, each with its line number for error messages. */
export function namesFromFile(text: string): { names: string[]; lines: number[] } {
  const names: string[] = [];
  const lines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const name = line.trim();
    if (name === '' || name.startsWith('#')) return;
    names.push(name);
    lines.push(index + 1);
  });
  return { names, lines };
}

export class InvalidListError extends Error {}

/** Checks a list file's names with the same schema as the admin callable; problems name their lines. */
export function validateNames(file: string, text: string): string[] {
  const { names, lines } = namesFromFile(text);
  const parsed = optionNamesSchema.safeParse(names);
  if (parsed.success) return parsed.data;
  const problems = fieldErrorsFromZod(parsed.error).map(({ field, message }) => {
    const index = Number(field);
    return field !== '' && Number.isInteger(index)
      ? `${file}:${String(lines[index])}: ${message}`
      : `${file}: ${message}`;
  });
  throw new InvalidListError(`The list was not changed:\n  ${problems.join('\n  ')}`);
}

export interface OptionsIo {
  store: Store;
  readText: (path: string) => Promise<string>;
  print: (line: string) => void;
  /** Who made the change, as recorded with a stored list. */
  by: string;
}

export async function runOptionsCommand(command: OptionsCommand, io: OptionsIo): Promise<void> {
  const { list } = command;
  const { store } = io;
  if (command.action === 'set') {
    const file = command.file ?? '';
    const names = validateNames(file, await io.readText(file));
    await replaceSpendOptionList(store, list, names, { uid: io.by });
    io.print(
      `Stored ${String(names.length)} ${list} (Other last). The Spent dialogs use them from their next load.`,
    );
  } else if (command.action === 'reset') {
    await replaceSpendOptionList(store, list, null, { uid: io.by });
    io.print(`The ${list} list is back to the defaults shipped with the app.`);
  }
  const { names, source } = await readOptionList(store, list);
  io.print(`${list} (${source === 'stored' ? 'stored list' : 'defaults'}, ${String(names.length)} names):`);
  for (const name of names) io.print(`  ${name}`);
}
