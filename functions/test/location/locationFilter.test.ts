import { describe, expect, it } from 'vitest';
import { listVisits } from '../../src/callables/listVisits.js';
import { visitPipeline } from '../../src/callables/visitPipeline.js';
import type { ListVisitsOutput } from '../../src/domain/api/listVisits.js';
import type { VisitPipelineOutput } from '../../src/domain/api/visitPipeline.js';
import { admin, invoke } from '../support/callables.js';
import { useEmptyLocalStore } from '../visits/harness.js';
import { at, ist, visit } from '../followUps/harness.js';
import { college, fixAt, pinPlace } from './harness.js';

useEmptyLocalStore();

const NAME = 'Modern College';
const t0 = ist('2026-11-26', '10:00');
const MINUTE = 60_000;
const idsOf = async (check: string) =>
  (await invoke<ListVisitsOutput>(listVisits, { kind: 'sales', check }, admin)).visits.map((item) => item.id);

describe('the log’s Location filter and the counts agree', () => {
  it('lists a Too fast visit 15 m from the pin under Too fast, never under Verified', async () => {
    at(t0);
    const atCollege = await visit(NAME, { reading: fixAt(0, t0) });
    await pinPlace(NAME, college);
    // 20 km away two hours later, then back at the college 5 minutes after that: 240 km/h.
    const away = t0 + 120 * MINUTE;
    at(away);
    const elsewhere = await visit('Other College', { reading: fixAt(20_000, away) });
    at(away + 5 * MINUTE);
    const fast = await visit(NAME, { reading: fixAt(15, away + 5 * MINUTE) });

    expect(await idsOf('verified')).toEqual([atCollege.id]);
    expect(await idsOf('tooFast')).toEqual([fast.id]);
    const { checkCounts } = await invoke<VisitPipelineOutput>(visitPipeline, { kind: 'sales' }, admin);
    expect(checkCounts[0]).toMatchObject({ verified: 1, tooFast: 1 });
    expect(checkCounts[0]?.verified).toBe((await idsOf('verified')).length);
    expect(checkCounts[0]?.tooFast).toBe((await idsOf('tooFast')).length);
    expect(await idsOf('unverified')).toEqual([elsewhere.id]);
  });
});
