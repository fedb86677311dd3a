import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import type { CreatedBy } from '../../functions/src/domain/records/createdBy.js';
import type { Store } from '../../functions/src/ports/store.js';
import type { VisitKind } from '../../functions/src/domain/visitCodes.js';
import {
  mergePlaces,
  PlaceMergeRefused,
  readPlaceMerges,
  type PlaceMergeRecord,
} from '../../functions/src/services/places/mergePlaces.js';
import { storeTargetHelp, storeTargetOf, storeTargetOptions, type StoreTarget } from '../stack/openStore.js';
import { UsageError } from '../usageError.js';

export const usage = `Usage: npm run places -- <command> [options]

Commands:
  merge "<from>" "<into>"      merge two places that are the same: every visit and spend of <from> is
                               renamed <into> (its known spelling), the visit indexes and the spend
                               totals follow, all in one atomic write, and the merge is kept in the
                               history. Names compare without case or extra spaces. Run it when
                               nobody is submitting.
  history                      every merge done, oldest first

Options:
  --side sales|placement       colleges (sales, the default) or companies (placement)

${storeTargetHelp}`;

export type PlacesCommand =
  | { action: 'merge'; kind: VisitKind; from: string; into: string; target: StoreTarget }
  | { action: 'history'; kind: VisitKind; target: StoreTarget };

export function parsePlacesCommand(argv: readonly string[]): PlacesCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { ...storeTargetOptions, side: { type: 'string', default: 'sales' } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  const kind = values.side;
  if (kind !== 'sales' && kind !== 'placement') throw new UsageError('The side must be sales or placement.');
  const target = storeTargetOf(values);
  if ('problem' in target) throw new UsageError(target.problem);
  const [action, ...names] = positionals;
  if (action === 'history') {
    if (names.length > 0) throw new UsageError('history takes no names.');
    return { action, kind, target };
  }
  if (action !== 'merge')
    throw new UsageError(action === undefined ? 'Missing command.' : `Unknown command "${action}".`);
  const [from, into, ...more] = names;
  if (from === undefined || into === undefined || more.length > 0)
    throw new UsageError('merge takes two names: merge "<from>" "<into>" (quote names with spaces).');
  return { action, kind, from, into, target };
}

function mergeLine(record: PlaceMergeRecord): string {
  const when = new Date(record.at).toISOString();
  const who = record.by.email ?? record.by.uid;
  return `${when} ${who}: "${record.from.name}" into "${record.into.name}" (${String(record.visitIds.length)} visits, ${String(record.spendIds.length)} spends)`;
}

/** Runs the command; a merge that cannot be done prints why and changes nothing (exit 1). */
export async function runPlacesCommand(
  command: PlacesCommand,
  store: Store,
  print: (line: string) => void,
  by: CreatedBy = { uid: `command line (${userInfo().username})` },
): Promise<boolean> {
  const words = command.kind === 'sales' ? 'colleges' : 'companies';
  if (command.action === 'history') {
    const merges = await readPlaceMerges(store, command.kind);
    if (merges.length === 0) print(`No ${words} merged yet.`);
    for (const record of merges) print(mergeLine(record));
    return true;
  }
  try {
    const record = await mergePlaces(store, {
      kind: command.kind,
      from: command.from,
      into: command.into,
      by,
      at: Date.now(),
    });
    print(`Merged: ${mergeLine(record)}.`);
    print(
      `Entries of ${String(record.entryIds.length)} spends now name "${record.into.name}"; kept as placeMerges/${command.kind}/${record.id}.`,
    );
    return true;
  } catch (error) {
    if (!(error instanceof PlaceMergeRefused)) throw error;
    print(`Nothing changed: ${error.message}`);
    return false;
  }
}
