import { describe, expect, it } from 'vitest';
import { listVisits } from '../../src/callables/listVisits.js';
import { placeVisits } from '../../src/callables/placeVisits.js';
import { retryVisitSheet } from '../../src/callables/retryVisitSheet.js';
import { submitSalesVisit } from '../../src/callables/submitSalesVisit.js';
import { visitPipeline } from '../../src/callables/visitPipeline.js';
import { visitSheetState } from '../../src/callables/visitSheetState.js';
import type { ListVisitsOutput } from '../../src/domain/api/listVisits.js';
import type { VisitPipelineOutput } from '../../src/domain/api/visitPipeline.js';
import type { PlaceVisitsOutput } from '../../src/domain/api/placeVisits.js';
import { admin, failureOf, invoke, newRequestId, salesRep } from '../support/callables.js';
import { fullSalesVisit, useEmptyLocalStore } from './harness.js';

const store = useEmptyLocalStore();

describe('the visit callables', () => {
  it('are for admins only', async () => {
    const calls = [
      invoke(listVisits, { kind: 'sales' }, salesRep),
      invoke(visitPipeline, { kind: 'sales' }, salesRep),
      invoke(placeVisits, { kind: 'sales', place: 'abc' }, salesRep),
      invoke(visitSheetState, { kind: 'sales' }, salesRep),
      invoke(retryVisitSheet, { kind: 'sales' }, salesRep),
    ];
    for (const call of calls) expect((await failureOf(call)).code).toBe('permission-denied');
  });

  it('serve what the forms stored, and refuse a bad filter naming the field, changing nothing', async () => {
    await invoke(
      submitSalesVisit,
      { ...fullSalesVisit(), collegeName: 'ABC College', requestId: newRequestId() },
      salesRep,
    );
    // Every call counts against its account's call limit (callLimits/); nothing else may change.
    const records = async () => ({ ...(await store.get<Record<string, unknown>>('/')), callLimits: null });
    const before = await records();
    const page = await invoke<ListVisitsOutput>(listVisits, { kind: 'sales', search: 'abc college' }, admin);
    expect(page.visits.map((visit) => visit.code)).toEqual(['SALES-VIST-1']);
    const pipeline = await invoke<VisitPipelineOutput>(visitPipeline, { kind: 'sales' }, admin);
    expect(pipeline.places.map((place) => place.name)).toEqual(['ABC College']);
    const timeline = await invoke<PlaceVisitsOutput>(
      placeVisits,
      { kind: 'sales', place: pipeline.places[0]?.key },
      admin,
    );
    expect(timeline.visits).toHaveLength(1);

    const refused = await failureOf(invoke(listVisits, { kind: 'placement', phase: 'Lead' }, admin));
    expect(refused.code).toBe('invalid-argument');
    expect(refused.details).toMatchObject({ fieldErrors: [{ field: 'phase' }] });
    expect(await records()).toEqual(before);
  });

  it('say the sheet is off on a project without one, and Retry now does nothing there', async () => {
    expect(await invoke(visitSheetState, { kind: 'placement' }, admin)).toEqual({
      enabled: false,
      pending: 0,
      failed: 0,
      lastError: null,
    });
    expect(await invoke(retryVisitSheet, { kind: 'placement' }, admin)).toEqual({
      tried: 0,
      synced: 0,
      failed: 0,
    });
  });
});
