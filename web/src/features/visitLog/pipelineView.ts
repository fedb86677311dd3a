import type { PipelineRow } from '@domain/api/visitPipeline';
import { visitPhases } from '@domain/options/visitOptions';
import type { VisitKind } from '@domain/visitCodes';
import { noPhase, placementStages, stageOf } from './visitColumns';

export const pipelineSorts = ['recent', 'stale', 'stage', 'value', 'visits'] as const;
export type PipelineSort = (typeof pipelineSorts)[number];

/** The sorts a side offers, with their labels; placement visits carry no contract value. */
export function sortChoices(kind: VisitKind): { value: PipelineSort; label: string }[] {
  const stage = kind === 'sales' ? 'Phase' : 'Stage';
  return [
    { value: 'recent', label: 'Last visit, newest first' },
    { value: 'stale', label: 'Days since last visit, longest first' },
    { value: 'stage', label: `${stage}, earliest first` },
    ...(kind === 'sales' ? [{ value: 'value' as const, label: 'Contract value, largest first' }] : []),
    { value: 'visits', label: 'Visits, most first' },
  ];
}

/** Every stage in the pipeline's order: the phases (then 'No phase') or the placement stages. */
export function stagesOf(kind: VisitKind): readonly string[] {
  return kind === 'sales' ? [...visitPhases, noPhase] : placementStages;
}

export interface PipelineView {
  sort: PipelineSort;
  /** A stage from `stagesOf`, or '' for every stage. */
  stage: string;
  /** The uid of who submitted the latest visit, or '' for everyone. */
  staff: string;
  /** '1': only places with an open follow-up past its day (as the server judged it). */
  overdue: string;
}

/** Whether any open follow-up at the place is overdue. */
export function isOverdue(row: PipelineRow): boolean {
  return row.followUps.some((followUp) => followUp.daysOverdue > 0);
}

const contractValue = (row: PipelineRow): number => {
  const value = row.latest.totalContractValue;
  return typeof value === 'number' ? value : -1;
};

/** Ties always fall back to the stalest first, then the key, so the order never depends on the server's. */
const byStale = (a: PipelineRow, b: PipelineRow) => a.lastAt - b.lastAt || a.key.localeCompare(b.key);

function comparator(kind: VisitKind, sort: PipelineSort): (a: PipelineRow, b: PipelineRow) => number {
  const stages = stagesOf(kind);
  const rank = (row: PipelineRow) => stages.indexOf(stageOf(kind, row));
  switch (sort) {
    case 'recent':
      return (a, b) => b.lastAt - a.lastAt || a.key.localeCompare(b.key);
    case 'stale':
      return byStale;
    case 'stage':
      return (a, b) => rank(a) - rank(b) || byStale(a, b);
    case 'value':
      return (a, b) => contractValue(b) - contractValue(a) || byStale(a, b);
    case 'visits':
      return (a, b) => b.count - a.count || byStale(a, b);
  }
}

/** The rows the pipeline shows: narrowed by stage, by who visited last and to overdue follow-ups, in the chosen order. */
export function viewRows(kind: VisitKind, rows: readonly PipelineRow[], view: PipelineView): PipelineRow[] {
  return rows
    .filter((row) => !view.stage || stageOf(kind, row) === view.stage)
    .filter((row) => !view.staff || row.lastBy?.uid === view.staff)
    .filter((row) => view.overdue !== '1' || isOverdue(row))
    .sort(comparator(kind, view.sort));
}

/** Who submitted the latest visit of at least one place, for the staff filter, by name. */
export function lastVisitors(rows: readonly PipelineRow[]): { uid: string; label: string }[] {
  const byUid = new Map<string, string>();
  for (const row of rows) if (row.lastBy) byUid.set(row.lastBy.uid, row.lastBy.label);
  return [...byUid].map(([uid, label]) => ({ uid, label })).sort((a, b) => a.label.localeCompare(b.label));
}
