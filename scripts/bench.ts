import { mkdtempSync, rmSync } from 'node:fs';
import { isFree } from './stack/portFree.js';
import { movedStackOffsets } from './stack/portOffsets.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm run bench`: prints figures, never fails on them (a broken build still fails). Every step that
 * fails prints why and the bench goes on to the next. When another stack (`npm test`, `npm start`)
 * holds the usual ports, the bench's own stack runs on moved ports, so every figure still prints.
 */
const AUTH_PORT = 9099;
const MOVED_BY = movedStackOffsets.bench;

// Decided before any stack module is imported: they read the offset once, when first loaded.
if (!(await isFree(AUTH_PORT)) && process.env.FIELD_TRACKER_PORT_OFFSET === undefined) {
  process.env.FIELD_TRACKER_PORT_OFFSET = String(MOVED_BY);
  console.log(
    `The usual stack ports are taken (another npm test or npm start): the bench's stack uses ports +${String(MOVED_BY)}.`,
  );
}

const { repoRoot } = await import('./stack/paths.js');
const { run } = await import('./stack/processes.js');
const { startStack } = await import('./stack/stack.js');
const { benchFunctionsImport } = await import('./bench/functionsImport.js');
const { benchFirstLoadJs } = await import('./bench/firstLoadJs.js');
const { benchCompressImage } = await import('./bench/compressImage.js');
const { benchDashboardChunks } = await import('./bench/dashboardChunks.js');
const { benchMapChunk } = await import('./bench/mapChunk.js');
const { benchPlanToday } = await import('./bench/planToday.js');
const { benchReaderFiles } = await import('./bench/readerFiles.js');
const { benchDashboards } = await import('./bench/dashboards.js');
const { benchLighthouse } = await import('./bench/lighthouse.js');
const { benchLocalStore } = await import('./bench/localStore.js');
const { main: benchSubmitLatency } = await import('./bench/submitLatency.js');
const { benchFloodedAccount } = await import('./bench/floodedAccount.js');
const { benchFileLibrary } = await import('./bench/fileLibrary.js');
const { benchVisits } = await import('./bench/visits.js');
const { benchPlacePage } = await import('./bench/placePage.js');
const { benchOutboxDrain } = await import('./bench/outboxDrain.js');
const { benchRepeatVisit } = await import('./bench/repeatVisit.js');
const { benchReviewQueue } = await import('./bench/reviewQueue.js');
const { benchSettlements } = await import('./bench/settlements.js');
const { benchFollowUps } = await import('./bench/followUps.js');
const { benchVerifiedVisits } = await import('./bench/verifiedVisits.js');
const { benchBillReading } = await import('./bench/billReading.js');
const { benchCostFigures } = await import('./bench/costFigures.js');
const { benchSheetBurst } = await import('./bench/sheetBurst.js');
const { benchMorningDigest } = await import('./bench/morningDigest.js');

const failed: string[] = [];

// A promise a step left unawaited must not end the bench: it is printed, and the steps go on.
process.on('unhandledRejection', (error) => {
  console.log(`bench: a failure no step awaited, ${error instanceof Error ? error.message : String(error)}`);
});

/** Runs one step; a failure is printed with its reason and the bench goes on. */
async function step(name: string, work: () => unknown): Promise<void> {
  try {
    await work();
  } catch (error) {
    failed.push(name);
    const reason = error instanceof Error ? error.message : String(error);
    console.log(`${name}: FAILED, ${reason}`);
  }
}

await run('npm', ['run', 'build', '-w', 'functions'], { cwd: repoRoot });
await step('functions entry import', () => {
  benchFunctionsImport();
});
await step('local Store', benchLocalStore);
await step('cost figures: bytes a record, calls and reads a staff-day', benchCostFigures);
await step("sheet: 2,000 staff's 6 pm burst against the Sheets stand-in", benchSheetBurst);
await step('morning digest: 2,000 pushes against the push stand-in', benchMorningDigest);
await step('review queue with 50,000 entries', benchReviewQueue);
await step('settlements with 50,000 entries', benchSettlements);
await step('follow-ups: a Due list of 500 and Overdue only over 20,000 visits', benchFollowUps);
await step('verified visits: the log by check over 20,000 visits, a pin moved under 500', () =>
  benchVerifiedVisits(),
);
await step('first-load JS per route', benchFirstLoadJs);
await step('bill compression', benchCompressImage);
await step('bills read on the phone: 20 clean and 20 degraded', benchBillReading);
await step('dashboard chunks', () => {
  benchDashboardChunks();
});
await step('map chunk', () => {
  benchMapChunk();
});
await step("Plan today: the planner's time at 4x CPU throttle, its chunk", benchPlanToday);
await step("bill reader's files", () => {
  benchReaderFiles();
});
await step('lighthouse', benchLighthouse);

const dataDir = mkdtempSync(join(tmpdir(), 'field-tracker-bench-'));
try {
  const stack = await startStack({ dataDir, web: 'hosting', persistAuth: false, verbose: false });
  try {
    await step('submitSalesVisit latency', benchSubmitLatency);
    await step('one account flooding the functions', benchFloodedAccount);
    await step('outbox drain', () => benchOutboxDrain(stack));
    await step('repeat visit', () => benchRepeatVisit(stack.webUrl));
    await step('listFiles with 20,000 files', () => benchFileLibrary(stack));
    await step('dashboards with 10,000 records', () => benchDashboards(stack));
    await step('visit log with 20,000 visits', () => benchVisits(stack));
    await step('place page: 200 visits among 20,000', () => benchPlacePage(stack));
  } finally {
    await stack.stop();
  }
} catch (error) {
  failed.push('local stack');
  console.log(`local stack: FAILED to start, ${error instanceof Error ? error.message : String(error)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  failed.length === 0 ? 'bench: every step printed its figures' : `bench: failed steps: ${failed.join(', ')}`,
);
