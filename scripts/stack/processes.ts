import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Runs a command to completion, streaming its output; rejects naming the command on failure. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${String(code)}`})`));
    });
  });
}

/** Stops a process started with `detached: true` and everything it started, politely first. */
export async function stopGroup(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // The group is already gone.
    }
  };
  signalGroup('SIGINT');
  const timer = setTimeout(() => {
    signalGroup('SIGKILL');
  }, graceMs);
  await exited;
  clearTimeout(timer);
  signalGroup('SIGKILL'); // whatever the leader left behind (function workers)
}

/** `run`, with each line of the command's output prefixed: two commands can then share one log. */
export function runPrefixed(
  prefix: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
    }
    child.once('error', reject);
    // 'close' comes after the output has been read to its end; 'exit' may come before.
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${String(code)}`})`));
    });
  });
}
