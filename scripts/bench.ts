import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './stack/paths.js';
import { isPortBusy, stackPorts } from './stack/ports.js';
import { run } from './stack/processes.js';
import { startStack } from './stack/stack.js';
import { benchFunctionsImport } from './bench/functionsImport.js';
import { benchLandingBundle } from './bench/landingBundle.js';
import { benchCompressImage } from './bench/compressImage.js';
import { benchDashboardChunks } from './bench/dashboardChunks.js';
import { benchDashboards } from './bench/dashboards.js';
import { benchLighthouse } from './bench/lighthouse.js';
import { benchLocalStore } from './bench/localStore.js';
import { main as benchSubmitLatency } from './bench/submitLatency.js';
import { benchFileLibrary } from './bench/fileLibrary.js';
import { benchVisits } from './bench/visits.js';
import { benchOutboxDrain } from './bench/outboxDrain.js';
import { benchRepeatVisit } from './bench/repeatVisit.js';
import { benchReviewQueue } from './bench/reviewQueue.js';

/** `npm run bench`: prints figures, never fails on them (a broken build still fails). */
await run('npm', ['run', 'build', '-w', 'functions'], { cwd: repoRoot });
benchFunctionsImport();
await benchLocalStore();
await benchReviewQueue();
await benchLandingBundle();
await benchCompressImage();
benchDashboardChunks();
await benchLighthouse();

if (await isPortBusy(stackPorts.auth.port)) {
  await benchSubmitLatency();
  await benchRepeatVisit(`http://127.0.0.1:${String(stackPorts.hosting.port)}`);
  console.log(
    'listFiles with 20,000 files, dashboards with 10,000 records and visits with 20,000 visits: skipped, they seed only a',
  );
  console.log('stack of their own (stop the running one)');
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'field-tracker-bench-'));
  const stack = await startStack({ dataDir, web: 'hosting', persistAuth: false, verbose: false });
  try {
    await benchSubmitLatency();
    await benchOutboxDrain(stack);
    await benchRepeatVisit(stack.webUrl);
    await benchFileLibrary(stack.storeDir);
    await benchDashboards(stack);
    await benchVisits(stack);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
