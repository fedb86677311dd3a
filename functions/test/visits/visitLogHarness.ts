import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { LocalStore } from '../../src/adapters/store/localStore.js';
import type { VisitKind } from '../../src/domain/visitCodes.js';
import type { VisitSheet } from '../../src/ports/visitSheet.js';
import { disabledVisitSheet } from '../../src/adapters/sheets/unavailableVisitSheets.js';
import { submitVisit } from '../../src/services/visits/submitVisit.js';
import type { FakeCaller } from '../support/callRequest.js';
import { newRequestId, salesRep } from '../support/callables.js';
import { fullPlacementVisit, fullSalesVisit } from './harness.js';

/** A fresh local Store per test, a clock the test moves, and visits submitted through the service. */
export function useVisitLog() {
  const state = {
    store: null as unknown as LocalStore,
    dir: '',
    clock: Date.parse('2026-11-03T10:00:00+05:30'),
  };
  beforeEach(async () => {
    state.dir = await mkdtemp(path.join(tmpdir(), 'visit-log-'));
    state.store = new LocalStore(state.dir);
  });
  afterEach(() => rm(state.dir, { recursive: true, force: true }));

  async function submit(
    kind: VisitKind,
    fields: Record<string, unknown>,
    {
      at,
      by = salesRep,
      sheet = disabledVisitSheet,
    }: { at?: string; by?: FakeCaller; sheet?: VisitSheet } = {},
  ) {
    if (at !== undefined) state.clock = Date.parse(at);
    else state.clock += 60_000;
    const base = kind === 'sales' ? fullSalesVisit() : fullPlacementVisit();
    return submitVisit(
      { store: state.store, visitSheet: sheet },
      kind,
      { ...base, ...fields, requestId: newRequestId() },
      { uid: by.uid, email: by.email ?? null, roles: by.roles ?? [] },
      () => state.clock,
    );
  }

  return { state, submit };
}
