import { repoRoot } from './stack/paths.js';
import { run } from './stack/processes.js';
import { benchFunctionsImport } from './bench/functionsImport.js';
import { benchLandingBundle } from './bench/landingBundle.js';
import { benchLighthouse } from './bench/lighthouse.js';

/** `npm run bench`: prints figures, never fails on them (a broken build still fails). */
await run('npm', ['run', 'build', '-w', 'functions'], { cwd: repoRoot });
benchFunctionsImport();
await benchLandingBundle();
await benchLighthouse();
