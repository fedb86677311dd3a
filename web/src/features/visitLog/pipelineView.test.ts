import { describe, expect, it } from 'vitest';
import type { PipelineRow } from '@domain/api/visitPipeline';
import { lastVisitors, viewRows, type PipelineView } from './pipelineView';

const day = 86_400_000;
const row = (
  key: string,
  daysAgo: number,
  latest: PipelineRow['latest'],
  more: Partial<PipelineRow> = {},
) => ({
  key,
  name: key,
  count: 1,
  firstAt: 0,
  lastAt: 100 * day - daysAgo * day,
  followUps: [],
  latest,
  ...(typeof latest.visitPhase === 'string'
    ? { phase: { value: latest.visitPhase, at: 100 * day - daysAgo * day } }
    : {}),
  ...more,
});
const asha = { uid: 'u-asha', label: 'asha@example.com' };
const ravi = { uid: 'u-ravi', label: 'ravi@example.com' };
const rows: PipelineRow[] = [
  row('fresh', 1, { visitPhase: 'Closure', totalContractValue: 500 }, { count: 2, lastBy: asha }),
  row('stuck', 40, { visitPhase: 'Lead' }, { lastBy: ravi }),
  row('middle', 10, { totalContractValue: 9000 }, { count: 5, lastBy: asha }),
  row('old-index', 20, { visitPhase: 'Lead', totalContractValue: 100 }),
];
const keys = (view: Partial<PipelineView>, kind: 'sales' | 'placement' = 'sales') =>
  viewRows(kind, rows, { sort: 'recent', stage: '', staff: '', overdue: '', ...view }).map((r) => r.key);

describe('the pipeline view', () => {
  it('sorts by the last visit, by days since (stalest first), by phase, by contract value and by visits', () => {
    expect(keys({})).toEqual(['fresh', 'middle', 'old-index', 'stuck']);
    expect(keys({ sort: 'stale' })).toEqual(['stuck', 'old-index', 'middle', 'fresh']);
    expect(keys({ sort: 'stage' })).toEqual(['stuck', 'old-index', 'fresh', 'middle']);
    expect(keys({ sort: 'value' })).toEqual(['middle', 'fresh', 'old-index', 'stuck']);
    expect(keys({ sort: 'visits' })).toEqual(['middle', 'fresh', 'stuck', 'old-index']);
  });

  it('narrows by phase (or no phase) and by who visited last, keeping the order', () => {
    expect(keys({ stage: 'Lead', sort: 'stale' })).toEqual(['stuck', 'old-index']);
    expect(keys({ stage: 'No phase' })).toEqual(['middle']);
    expect(keys({ staff: asha.uid, sort: 'stale' })).toEqual(['middle', 'fresh']);
    expect(keys({ staff: 'u-nobody' })).toEqual([]);
    expect(keys({ stage: 'Not pitched' }, 'placement')).toHaveLength(4);
  });

  it('lists each last visitor once, by name, skipping places indexed before it was kept', () => {
    expect(lastVisitors(rows)).toEqual([asha, ravi]);
  });
});
