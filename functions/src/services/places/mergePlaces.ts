import { z } from 'zod';
import { createdBySchema, type CreatedBy } from '../../domain/records/createdBy.js';
import { samePlaceKey } from '../../domain/spend/spendFields.js';
import { spendOptionListOfSide } from '../../domain/spend/spendOptions.js';
import type { VisitKind } from '../../domain/visitCodes.js';
import { NO_PLACE_KEY, placeKeyOf } from '../../domain/visits/visitPlaces.js';
import type { Store } from '../../ports/store.js';
import { mergeFollowUpsWrites } from '../followUps/mergeFollowUps.js';
import { readOptionList } from '../spend/spendOptionsStore.js';
import { knownPlaceName } from '../visits/knownPlaceName.js';
import { readPlaceEntry } from '../visits/visitIndexWrites.js';
import { placeSpendRecords } from './placeSpends.js';
import {
  pinMergeWrites,
  pipelineMergeWrites,
  spendRenameWrites,
  visitMoveWrites,
  type MergedPlaces,
} from './placeMergeWrites.js';

/** Where each merge is kept: `placeMerges/{kind}/{id}`, never changed afterwards. */
export const placeMergesPath = (kind: VisitKind) => `placeMerges/${kind}`;

export interface PlaceMergeRequest {
  kind: VisitKind;
  /** The place that goes away, by any spelling of its name. */
  from: string;
  /** The place it is merged into, by any spelling: its known spelling is kept. */
  into: string;
  by: CreatedBy;
  at: number;
}

const mergedPlace = z.object({ name: z.string(), key: z.string() });
/** What a merge moved, as the history keeps it (the database drops empty lists, so they default). */
export const placeMergeRecordSchema = z.object({
  from: mergedPlace,
  into: mergedPlace,
  visitIds: z.array(z.string()).default([]),
  spendIds: z.array(z.string()).default([]),
  entryIds: z.array(z.string()).default([]),
  at: z.number(),
  by: createdBySchema,
});
export type PlaceMergeRecord = z.output<typeof placeMergeRecordSchema>;

/** Every merge kept for a kind, oldest first; a record that cannot be read is left out. */
export async function readPlaceMerges(store: Store, kind: VisitKind): Promise<PlaceMergeRecord[]> {
  const stored = (await store.get<Record<string, unknown>>(placeMergesPath(kind))) ?? {};
  return Object.values(stored)
    .flatMap((value) => {
      const parsed = placeMergeRecordSchema.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    })
    .sort((a, b) => a.at - b.at);
}

/** A merge that cannot be done as asked: the message says why; nothing was written. */
export class PlaceMergeRefused extends Error {}

const tidy = (name: string) => name.trim().replace(/\s+/g, ' ');

/** The places a merge names, read and checked: refused (nothing written) unless both are known and differ. */
async function placesToMerge(store: Store, request: PlaceMergeRequest) {
  const { kind } = request;
  const fromTyped = tidy(request.from);
  const intoTyped = tidy(request.into);
  if (fromTyped === '' || intoTyped === '')
    throw new PlaceMergeRefused('Name both places: merge "<from>" "<into>".');
  const fromKey = placeKeyOf(fromTyped);
  const intoKey = placeKeyOf(intoTyped);
  if (fromKey === NO_PLACE_KEY || intoKey === NO_PLACE_KEY)
    throw new PlaceMergeRefused('Name both places: merge "<from>" "<into>".');
  if (fromKey === intoKey)
    throw new PlaceMergeRefused(
      `"${fromTyped}" and "${intoTyped}" are already one place (names compare without case or extra spaces).`,
    );

  const [fromEntry, intoEntry, intoName, list] = await Promise.all([
    readPlaceEntry(store, kind, fromKey),
    readPlaceEntry(store, kind, intoKey),
    knownPlaceName(store, kind, intoTyped),
    readOptionList(store, spendOptionListOfSide[kind]),
  ]);
  const fromName = fromEntry?.name ?? fromTyped;
  const [fromSpends, intoSpends] = await Promise.all([
    placeSpendRecords(store, kind, [fromTyped, fromName]),
    placeSpendRecords(store, kind, [intoTyped, intoName]),
  ]);
  if (fromEntry === null && fromSpends.size === 0)
    throw new PlaceMergeRefused(
      `No visit or spend names "${fromTyped}": nothing to merge. Check the spelling.`,
    );
  const listed = list.names.some((name) => samePlaceKey(name) === samePlaceKey(intoTyped));
  if (intoEntry === null && intoSpends.size === 0 && !listed)
    throw new PlaceMergeRefused(
      `"${intoTyped}" is not a known place (not on the list, never visited, no spends). Check the spelling.`,
    );
  const places: MergedPlaces = { kind, fromKey, intoKey, intoName };
  return { places, fromTyped, fromName, fromEntry, intoEntry, fromSpends };
}

/**
 * Merges two places that are the same into one, in ONE atomic multi-path write: every visit of `from`
 * is renamed and moved to `into`'s timeline and log entry, the two pipeline entries become one, every
 * spend record of `from` is renamed with its running totals moved, its entries name the kept place,
 * each person's follow-ups there join theirs at the kept place, the kept place keeps its pin (else
 * takes the merged one's) with every visit judged against it again, and the merge is kept at `placeMerges/{kind}/{id}`. Run it when nobody is submitting (like
 * `indexes -- rebuild`): a visit to `from` sent meanwhile would start `from` again.
 */
export async function mergePlaces(
  store: Store,
  request: PlaceMergeRequest,
): Promise<PlaceMergeRecord & { id: string }> {
  const { places, fromTyped, fromName, fromEntry, intoEntry, fromSpends } = await placesToMerge(
    store,
    request,
  );
  const { kind, fromKey, intoKey, intoName } = places;
  const writes: Record<string, unknown> = {};
  const id = store.newId();

  const visits = await visitMoveWrites(store, places);
  Object.assign(writes, visits.writes);
  Object.assign(writes, pipelineMergeWrites(places, fromEntry, intoEntry));
  Object.assign(writes, await pinMergeWrites(store, places));
  const spends = await spendRenameWrites(store, places, fromSpends, fromTyped);
  Object.assign(writes, spends.writes);
  // Follow-ups: each person's at the old name join theirs at the kept one.
  Object.assign(writes, await mergeFollowUpsWrites(store, kind, fromKey, intoKey, intoName));

  const record: PlaceMergeRecord = {
    from: { name: fromName, key: fromKey },
    into: { name: intoName, key: intoKey },
    visitIds: visits.visitIds,
    spendIds: [...fromSpends.keys()],
    entryIds: [...spends.entryIds],
    at: request.at,
    by: request.by,
  };
  writes[`${placeMergesPath(kind)}/${id}`] = record;
  await store.update(writes);
  return { id, ...record };
}
