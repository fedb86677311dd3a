import { advanceGiven } from '../settlements/approvedSpends.js';
import { describe, expect, it } from 'vitest';
import { decideSpend } from '../../src/callables/decideSpend.js';
import { placePage } from '../../src/callables/placePage.js';
import { saveSalesSpend } from '../../src/callables/saveSalesSpend.js';
import { spendSummary } from '../../src/callables/spendSummary.js';
import { submitSalesVisit } from '../../src/callables/submitSalesVisit.js';
import { visitedPlaces } from '../../src/callables/visitedPlaces.js';
import { visitPipeline } from '../../src/callables/visitPipeline.js';
import type { PlacePageOutput } from '../../src/domain/api/placePage.js';
import { setPersonName } from '../../src/services/people/names.js';
import { mergePlaces, PlaceMergeRefused, placeMergesPath } from '../../src/services/places/mergePlaces.js';
import { indexNames, runIndexesCommand } from '../../../scripts/indexes/command.js';
import { parsePlacesCommand, runPlacesCommand } from '../../../scripts/places/command.js';
import type { FakeCaller } from '../support/callRequest.js';
import { admin, failureOf, invoke, newRequestId, otherSalesRep, salesRep } from '../support/callables.js';
import { storeBill } from '../support/storedBill.js';
import { fullSalesVisit, useEmptyLocalStore } from '../visits/harness.js';
import { storedData } from '../support/storedData.js';

const store = useEmptyLocalStore();

const visit = (collegeName: string, caller: FakeCaller = salesRep, visitPhase = 'Lead') =>
  invoke<{ code: string }>(
    submitSalesVisit,
    { ...fullSalesVisit(), collegeName, visitPhase, requestId: newRequestId() },
    caller,
  );

/** A spend allocating ₹1,000.00, given to the rep as an advance first. */
const spend = async (
  colleges: string[],
  spentAmount: number,
  caller: FakeCaller = salesRep,
  billIds: string[] = [],
) => {
  await advanceGiven(1000, caller);
  return invoke<{ entryId?: string; ids: string[] }>(
    saveSalesSpend,
    {
      requestId: newRequestId(),
      visitType: colleges.length > 1 ? 'Multiple Visit' : 'Single Visit',
      colleges,
      allocatedAmount: 1000,
      spentAmount,
      billIds,
    },
    caller,
  );
};

const page = (name: string) => invoke<PlacePageOutput>(placePage, { kind: 'sales', name }, admin);

/** How many differences `npm run indexes -- check` finds, with its lines for the failure message. */
async function indexDifferences(): Promise<{ count: number; lines: string[] }> {
  const lines: string[] = [];
  const target = { kind: 'local' } as const;
  const count = await runIndexesCommand({ action: 'check', indexes: indexNames, target }, store, (line) => {
    lines.push(line);
  });
  return { count, lines };
}

describe('the visit forms suggest the places already visited', () => {
  it('one name per place, for any signed-in role', async () => {
    await visit('Sunrise Institute ');
    await visit('sunrise  institute', otherSalesRep);
    await visit('aissms college of engineering ');
    const { names } = await invoke<{ names: string[] }>(visitedPlaces, { kind: 'sales' }, salesRep);
    expect(names).toEqual(['AISSMS College of Engineering', 'Sunrise Institute']);
    const refused = await failureOf(invoke(visitedPlaces, { kind: 'shops' }, salesRep));
    expect(refused.code).toBe('invalid-argument');
  });
});

describe('a place page', () => {
  it("shows a place's visits, its spend per person (claimed and approved) and its bills, by any spelling", async () => {
    await visit('aissms college of engineering ', salesRep, 'Lead');
    await visit('AISSMS College of Engineering', otherSalesRep, 'Follow up - I');
    await storeBill(store, 'bill_a00000000000000', { uid: salesRep.uid, sha256: 'b'.repeat(64) });
    const first = await spend(['AISSMS College of Engineering'], 400, salesRep, ['bill_a00000000000000']);
    await spend(['AISSMS College of Engineering', 'COEP Pune'], 300, otherSalesRep);
    await spend(['COEP Pune'], 999, salesRep);
    await invoke(
      decideSpend,
      {
        requestId: newRequestId(),
        entryId: first.entryId,
        version: 1,
        decision: { kind: 'approveLess', amount: 350, reason: 'Taxi' },
      },
      admin,
    );

    // A kept name is how every screen names the person; without one, the words of the email.
    await setPersonName(store, { uid: salesRep.uid, email: salesRep.email, name: 'Asha Rao' }, 'admin');
    const shown = await page('  aissms   COLLEGE of engineering');
    expect(shown).toMatchObject({
      name: 'AISSMS College of Engineering',
      total: 2,
      lastBy: { uid: otherSalesRep.uid, label: 'Ravi Sales' },
      latest: { visitPhase: 'Follow up - I' },
    });
    expect(shown.visits.map((item) => [item.by.uid, item.by.name])).toEqual([
      [salesRep.uid, 'Asha Rao'],
      [otherSalesRep.uid, 'Ravi Sales'],
    ]);
    expect(shown.spend).toEqual({
      claimed: 550,
      approved: 350,
      count: 2,
      people: [
        { uid: salesRep.uid, label: 'Asha Rao', claimed: 400, approved: 350, count: 1 },
        { uid: otherSalesRep.uid, label: 'Ravi Sales', claimed: 150, approved: 0, count: 1 },
      ],
    });
    expect(shown.bills).toMatchObject([
      {
        id: 'bill_a00000000000000',
        entryId: first.entryId,
        exists: true,
        state: 'approved',
        owner: { uid: salesRep.uid, name: 'Asha Rao' },
      },
    ]);
  });

  it('says a place with nothing yet is empty, and refuses an empty name changing nothing', async () => {
    const empty = await page('Nowhere College');
    expect(empty).toMatchObject({ name: 'Nowhere College', total: 0, visits: [], bills: [], lastAt: null });
    expect(empty.spend.count).toBe(0);
    const before = await storedData(store);
    const refused = await failureOf(invoke(placePage, { kind: 'sales', name: '   ' }, admin));
    expect(refused.code).toBe('invalid-argument');
    expect(refused.details).toMatchObject({ fieldErrors: [{ field: 'name' }] });
    expect((await failureOf(invoke(placePage, { kind: 'sales', name: 'x' }, salesRep))).code).toBe(
      'permission-denied',
    );
    expect(await storedData(store)).toEqual(before);
  });
});

describe('merging two places', () => {
  const merge = (from: string, into: string) =>
    mergePlaces(store, { kind: 'sales', from, into, by: { uid: 'cli', email: 'admin@example.com' }, at: 1 });

  it('moves visits, spends and their totals to one place in one write, and keeps the merge', async () => {
    await visit('A.I.S.S.M.S. COE', salesRep, 'Follow up - I');
    await visit('AISSMS College of Engineering', otherSalesRep, 'Lead');
    await visit('A.I.S.S.M.S. COE', otherSalesRep, 'Closure');
    await spend(['A.I.S.S.M.S. COE', 'COEP Pune'], 200);
    await spend(['AISSMS College of Engineering'], 100, otherSalesRep);

    const merged = await merge('a.i.s.s.m.s. coe', 'aissms college of engineering');
    expect(merged).toMatchObject({
      from: { name: 'A.I.S.S.M.S. COE' },
      into: { name: 'AISSMS College of Engineering' },
    });
    expect(merged.visitIds).toHaveLength(2);
    expect(merged.spendIds).toHaveLength(1);

    const pipeline = await invoke<{
      places: { name: string; count: number; latest: Record<string, unknown> }[];
    }>(visitPipeline, { kind: 'sales' }, admin);
    expect(pipeline.places.map(({ name, count, latest }) => [name, count, latest.visitPhase])).toEqual([
      ['AISSMS College of Engineering', 3, 'Closure'],
    ]);
    const shown = await page('AISSMS College of Engineering');
    expect(shown.visits).toHaveLength(3);
    expect(shown.spend).toMatchObject({ claimed: 200, count: 2 });
    const summary = await invoke<{ places: { place: string | null; totals: { count: number } }[] }>(
      spendSummary,
      { side: 'sales' },
      admin,
    );
    const counted: Record<string, number> = {};
    for (const row of summary.places) if (row.totals.count > 0) counted[row.place ?? ''] = row.totals.count;
    expect(counted).toEqual({ 'AISSMS College of Engineering': 2, 'COEP Pune': 1 });
    const entries = await store.get<Record<string, { places: string[] }>>('spend_entries');
    expect(
      Object.values(entries ?? {})
        .map((entry) => entry.places)
        .sort(),
    ).toEqual([['AISSMS College of Engineering'], ['AISSMS College of Engineering', 'COEP Pune']]);
    expect(await store.get(`${placeMergesPath('sales')}/${merged.id}`)).toMatchObject({
      from: { name: 'A.I.S.S.M.S. COE' },
      into: { name: 'AISSMS College of Engineering' },
    });
    const check = await indexDifferences();
    expect(check.count, check.lines.join('\n')).toBe(0);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    await visit('Sunrise Institute');
    await visit('Moonrise Institute');
    const before = await storedData(store);
    const refusals: [string, string, RegExp][] = [
      ['', 'Sunrise Institute', /Name both places/],
      ['Sunrise Institute', ' sunrise  INSTITUTE', /already one place/],
      ['Nobody Went Here', 'Sunrise Institute', /nothing to merge/],
      ['Moonrise Institute', 'Sunrize Institute', /not a known place/],
    ];
    for (const [from, into, message] of refusals) {
      const refused = await merge(from, into).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(PlaceMergeRefused);
      expect((refused as Error).message).toMatch(message);
    }
    expect(await storedData(store)).toEqual(before);
  });

  it('is the places command: merge, history, and a refusal that says why and exits 1', async () => {
    expect(parsePlacesCommand(['merge', 'A', 'B', '--side', 'placement'])).toMatchObject({
      action: 'merge',
      kind: 'placement',
      from: 'A',
      into: 'B',
    });
    expect(() => parsePlacesCommand(['merge', 'A'])).toThrow('merge takes two names');
    expect(() => parsePlacesCommand(['merge', 'A', 'B', '--side', 'shops'])).toThrow('The side must be');
    expect(() => parsePlacesCommand(['rename', 'A', 'B'])).toThrow('Unknown command "rename"');

    await visit('Sunrise Institute');
    await visit('Sun Rise Institute');
    const lines: string[] = [];
    const run = (argv: string[]) =>
      runPlacesCommand(parsePlacesCommand(argv), store, (line) => {
        lines.push(line);
      });
    expect(await run(['merge', 'Sun Rise Institute', 'Nowhere'])).toBe(false);
    expect(lines.at(-1)).toMatch(/^Nothing changed: "Nowhere" is not a known place/);
    expect(await run(['history'])).toBe(true);
    expect(lines.at(-1)).toBe('No colleges merged yet.');
    expect(await run(['merge', 'sun rise institute', 'Sunrise Institute'])).toBe(true);
    await run(['history']);
    expect(lines.at(-1)).toMatch(/"Sun Rise Institute" into "Sunrise Institute" \(1 visits, 0 spends\)$/);
  });
});
