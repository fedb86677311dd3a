import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, connect } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * A Realtime Database wire-protocol double: `firebase-server`, which speaks the database's websocket
 * protocol to the real SDKs. It is not Google's emulator: it filters queries on the client side and
 * evaluates rules only when given them (`-r`). It serves the Store contract suite where the emulator
 * (Java 21 and a download) cannot run; `FIREBASE_DATABASE_EMULATOR_HOST` still selects the emulator.
 */
export interface RtdbDouble {
  /** host:port, the form FIREBASE_DATABASE_EMULATOR_HOST takes. */
  host: string;
  stop(): Promise<void>;
}

const bin = fileURLToPath(
  new URL('../../../tools/rtdb-double/node_modules/.bin/firebase-server', import.meta.url),
);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`firebase-server exited early: ${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => {
        resolve(false);
      });
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`firebase-server did not listen on ${String(port)} within 15 s: ${output()}`);
}

/** `-s owner`: firebase-admin signs in to an emulator host with the token `owner`. */
export async function startRtdbDouble(options: { rulesFile?: string } = {}): Promise<RtdbDouble> {
  const port = await freePort();
  const host = `127.0.0.1:${String(port)}`;
  const args = ['-p', String(port), '-a', '127.0.0.1', '-s', 'owner', '-n', host];
  if (options.rulesFile) args.push('-r', options.rulesFile);
  const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForPort(port, child, () => output);
  return {
    host,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
