import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const PROJECT_ID = 'demo-field-tracker';
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** Where `npm start` keeps its data between runs; `npm run reset` deletes it. */
export const localDataDir = join(repoRoot, '.local');
export const firebaseBin = join(repoRoot, 'node_modules', '.bin', 'firebase');
