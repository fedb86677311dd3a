import type { PipelineRow } from '@domain/api/visitPipeline';
import type { VisitItem } from '@domain/api/visitItem';
import { visitPhases } from '@domain/options/visitOptions';
import type { VisitKind } from '@domain/visitCodes';
import { checkText } from '../../lib/visitCheckText';
import { dayTextOf } from '../../lib/dayText';
import { followUpStateText, overdueText } from '../../lib/followUpText';
import {
  daysSince,
  fieldText,
  sheetStateText,
  submitterText,
  valueText,
  visitDateText,
  visitTimeText,
} from '../../lib/visitText';

export interface Column<Row> {
  label: string;
  text: (row: Row) => string;
}

const placeWord = { sales: 'College', placement: 'Company' } as const satisfies Record<VisitKind, string>;

export function placeWordOf(kind: VisitKind): string {
  return placeWord[kind];
}

/** The log's columns, on a desk screen as a table, on a phone as cards, in the CSV as its header. */
export function logColumns(kind: VisitKind): Column<VisitItem>[] {
  const head: Column<VisitItem>[] = [
    { label: 'Code', text: (visit) => visit.code },
    { label: 'Date', text: visitDateText },
    { label: 'Submitted by', text: submitterText },
    { label: placeWord[kind], text: (visit) => visit.place },
    { label: 'City', text: (visit) => fieldText(visit, 'city') },
    { label: 'Location', text: (visit) => checkText(visit.check) },
  ];
  const sheet: Column<VisitItem> = { label: 'Sheet', text: (visit) => sheetStateText[visit.sheet.state] };
  const followUp: Column<VisitItem>[] = [
    {
      label: 'Next visit',
      text: ({ followUp }) =>
        followUp ? `${dayTextOf(followUp.due)}${followUpStateText[followUp.state]}` : '',
    },
    { label: 'Overdue', text: ({ followUp }) => overdueText(followUp?.daysOverdue ?? 0) },
  ];
  if (kind === 'sales') {
    return [
      ...head,
      { label: 'Contact', text: (visit) => fieldText(visit, 'pointOfContactName') },
      { label: 'Phase', text: (visit) => fieldText(visit, 'visitPhase') },
      { label: 'Sales Rep', text: (visit) => fieldText(visit, 'salesRep') },
      { label: 'Contract Value', text: (visit) => fieldText(visit, 'totalContractValue', { amount: true }) },
      ...followUp,
      sheet,
    ];
  }
  return [
    ...head,
    { label: 'Contact', text: (visit) => fieldText(visit, 'clientName') },
    { label: 'Pitched', text: (visit) => fieldText(visit, 'pitched') },
    { label: 'JD Received', text: (visit) => fieldText(visit, 'jdReceived') },
    { label: 'CR Rep', text: (visit) => fieldText(visit, 'crRep') },
    { label: 'Numbers for Hiring', text: (visit) => fieldText(visit, 'numbersForHiring') },
    ...followUp,
    sheet,
  ];
}

const latest = (row: PipelineRow, name: string, amount = false) => valueText(row.latest[name], { amount });

/** The pipeline's columns: one row per place, from its latest visit. */
export function pipelineColumns(kind: VisitKind, now: number): Column<PipelineRow>[] {
  const head: Column<PipelineRow>[] = [
    { label: placeWord[kind], text: (row) => row.name || `No ${placeWord[kind]}` },
  ];
  const visits: Column<PipelineRow>[] = [
    { label: 'Last Visit', text: (row) => visitTimeText(row.lastAt) },
    { label: 'Days Since', text: (row) => String(daysSince(row.lastAt, now)) },
    { label: 'Visits', text: (row) => String(row.count) },
    { label: 'Last Visited By', text: (row) => row.lastBy?.label ?? '' },
    {
      label: 'Next visit',
      text: ({ followUps: [soonest] }) => (soonest ? `${dayTextOf(soonest.due)}, ${soonest.by.label}` : ''),
    },
    { label: 'Overdue', text: ({ followUps: [soonest] }) => overdueText(soonest?.daysOverdue ?? 0) },
  ];
  if (kind === 'sales') {
    return [
      ...head,
      { label: 'Phase', text: (row) => row.phase?.value ?? '' },
      ...visits,
      { label: 'Contract Value', text: (row) => latest(row, 'totalContractValue', true) },
      { label: 'Proposal', text: (row) => latest(row, 'proposal') },
      { label: 'MOU', text: (row) => latest(row, 'mou') },
      { label: 'Remarks for Next Visit', text: (row) => latest(row, 'remarks') },
    ];
  }
  return [
    ...head,
    { label: 'Pitched', text: (row) => latest(row, 'pitched') },
    { label: 'JD Received', text: (row) => latest(row, 'jdReceived') },
    { label: 'Numbers for Hiring', text: (row) => latest(row, 'numbersForHiring') },
    { label: 'Hiring Period', text: (row) => latest(row, 'hiringPeriod') },
    ...visits,
  ];
}

/** A placement stage: how far the latest visit got with hiring. */
function placementStage(row: PipelineRow): string {
  if (row.latest.jdReceived === 'Yes') return 'JD received';
  return row.latest.pitched === 'Yes' ? 'Pitched' : 'Not pitched';
}

export const placementStages = ['Not pitched', 'Pitched', 'JD received'] as const;
export const noPhase = 'No phase';

/** Where a place stands: its last known phase ('No phase' when none) or its placement stage. */
export function stageOf(kind: VisitKind, row: PipelineRow): string {
  return kind === 'sales' ? row.phase?.value || noPhase : placementStage(row);
}

/** How many places stand at each stage, in the pipeline's order; every place is counted once. */
export function stageCounts(
  kind: VisitKind,
  rows: readonly PipelineRow[],
): { stage: string; count: number }[] {
  const stages: readonly string[] = kind === 'sales' ? [...visitPhases, noPhase] : placementStages;
  const counts = new Map(stages.map((stage) => [stage, 0]));
  for (const row of rows) {
    const stage = stageOf(kind, row);
    counts.set(stage, (counts.get(stage) ?? 0) + 1);
  }
  return [...counts]
    .filter(([stage, count]) => count > 0 || stage !== noPhase)
    .map(([stage, count]) => ({ stage, count }));
}
