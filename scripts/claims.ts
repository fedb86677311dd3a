import { claimsCli } from './claims/cli.js';

/** `npm run claims -- ...`: see `claims/cli.ts`. */
process.exitCode = await claimsCli(process.argv.slice(2), console);
