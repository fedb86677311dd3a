import { visitCodes } from './constants.js';

export type VisitKind = 'sales' | 'placement';

/**
 * Sales codes keep the visible 'SALES-VIST-' prefix of the codes already in the sheet, so that those and
 * in people's notes still look the same, but the number is now the next value of a counter issued by
 * the server in a transaction instead of a random 0-9999 (which collided): unique by construction.
 */
export function formatSalesVisitCode(sequence: number): string {
  return `${visitCodes.salesPrefix}${checkedSequence(sequence)}`;
}

/** Two-digit padding, as the codes already issued have; past 99 the number grows (Placement_Visit_100). */
export function formatPlacementVisitCode(sequence: number): string {
  const padded = String(checkedSequence(sequence)).padStart(visitCodes.placementPad, '0');
  return `${visitCodes.placementPrefix}${padded}`;
}

export function formatVisitCode(kind: VisitKind, sequence: number): string {
  return kind === 'sales' ? formatSalesVisitCode(sequence) : formatPlacementVisitCode(sequence);
}

function checkedSequence(sequence: number): number {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`A visit code number must be a positive integer, got ${sequence}`);
  }
  return sequence;
}
