import { logger } from 'firebase-functions/logger';
import type { Store } from '../../ports/store.js';
import { parseSheetTabState, type SheetTabState } from '../../domain/records/sheetTabState.js';
import { TAB_LEASE_MS } from './sheetSync.js';
import type { VisitKindConfig } from './visitKinds.js';

/** Where a kind's tab state lives in the Store. */
export const tabPathOf = (config: VisitKindConfig) => `sheet_tabs/${config.kind}`;

/** Takes the tab for this run, unless another run holds it or it is backing off. */
export async function claimTab(
  store: Store,
  path: string,
  runId: string,
  at: number,
  failedNow: boolean,
): Promise<SheetTabState | null> {
  const { committed, value } = await store.transaction<unknown>(path, (current) => {
    const state = parseSheetTabState(current);
    if (state.lease && state.lease.until > at) return undefined;
    if (!failedNow && (state.backoffUntil ?? 0) > at) return undefined;
    return { ...state, lease: { runId, until: at + TAB_LEASE_MS } };
  });
  return committed ? parseSheetTabState(value) : null;
}

export async function recordInFlight(
  store: Store,
  path: string,
  runId: string,
  inFlight: NonNullable<SheetTabState['inFlight']>,
): Promise<boolean> {
  const { committed } = await store.transaction<unknown>(path, (current) => {
    const state = parseSheetTabState(current);
    if (state.lease?.runId !== runId) return undefined;
    return { ...state, inFlight };
  });
  return committed;
}

export async function releaseTab(store: Store, path: string, runId: string): Promise<void> {
  try {
    await store.transaction<unknown>(path, (current) => {
      const state = parseSheetTabState(current);
      if (state.lease?.runId !== runId) return undefined;
      const rest: SheetTabState = { ...state };
      delete rest.lease;
      return rest;
    });
  } catch (error) {
    // The lease runs out by itself.
    logger.warn('Could not release the sheet tab', { path, error: String(error) });
  }
}

export function withoutInFlight(state: SheetTabState): SheetTabState {
  const rest: SheetTabState = { ...state };
  delete rest.inFlight;
  return rest;
}
