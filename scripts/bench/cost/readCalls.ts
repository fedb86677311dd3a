import { contracts } from '../../../functions/src/domain/api/contracts.js';
import { myAdvances } from '../../../functions/src/services/advances/advanceLists.js';
import { myFollowUps } from '../../../functions/src/services/followUps/openFollowUps.js';
import { visitedPlacesFor } from '../../../functions/src/services/places/visitedPlacesFor.js';
import { buildReport } from '../../../functions/src/services/report/buildReport.js';
import { settleBalances } from '../../../functions/src/services/settlements/balances.js';
import { readSpendOptions } from '../../../functions/src/services/spend/spendOptionsStore.js';
import { mySpends } from '../../../functions/src/services/spendEntries/mySpends.js';
import { readSpendPolicy } from '../../../functions/src/services/spendEntries/policyStore.js';
import { reviewQueue } from '../../../functions/src/services/spendEntries/reviewQueue.js';
import { spendSummary } from '../../../functions/src/services/spendTotals/spendSummary.js';
import { listVisitsFor } from '../../../functions/src/services/visits/listVisitsFor.js';
import { previewNextVisitCode } from '../../../functions/src/services/visits/visitCodeCounter.js';
import { visitPipelineFor } from '../../../functions/src/services/visits/visitPipelineFor.js';
import type { CostRun } from './costRun.js';
import { people } from './workingDays.js';

const CALLS = 5;

/** Each read a staff-day or an admin-day makes, `CALLS` times, as its callable runs it. */
export async function runReads(run: CostRun): Promise<void> {
  const { store, counted } = run;
  const [caller] = people;
  if (caller === undefined) throw new Error('no person to read as');
  const at = run.clock.at;
  for (let call = 0; call < CALLS; call++) {
    await counted('whoAmI', () => Promise.resolve(caller));
    await counted('peekVisitCode', () => previewNextVisitCode(store, 'sales'));
    await counted('getSpendOptions', () => readSpendOptions(store));
    await counted('getSpendPolicy', () => readSpendPolicy(store));
    await counted('myAdvances', () => myAdvances(store, caller.uid));
    await counted('myFollowUps', () => myFollowUps(store, caller.uid, ['sales'], at));
    await counted('myReport (first page)', () => buildReport(store, caller.uid, caller.roles));
    await counted('mySpends (first page)', () => mySpends(store, caller.uid, { limit: 20 }));
    await counted('visitedPlaces', () => visitedPlacesFor(store, 'sales'));
    await counted('spendSummary (a dashboard)', () => spendSummary(store, { side: 'sales' }));
    await counted('settleBalances', () => settleBalances(store));
    await counted('listVisits (first page)', () => listVisitsFor(store, { kind: 'sales' }, at));
    await counted('visitPipeline', () => visitPipelineFor(store, 'sales', at));
    await counted('reviewQueue (first page)', () =>
      reviewQueue(store, contracts.reviewQueue.input.parse({})),
    );
  }
}
