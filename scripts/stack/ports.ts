import { createServer } from 'node:net';

export interface NamedPort {
  name: string;
  port: number;
}

/** The fixed ports of the local stack (the emulator ones mirror firebase.json). */
export const stackPorts = {
  auth: { name: 'Auth emulator', port: 9099 },
  functions: { name: 'Functions emulator', port: 5001 },
  hosting: { name: 'web app (Hosting emulator)', port: 5050 },
  hub: { name: 'Emulator hub', port: 4400 },
  logging: { name: 'Emulator logging', port: 4500 },
  devServer: { name: 'Vite dev server', port: 5173 },
  imageHost: { name: 'local image host', port: 9190 },
} as const satisfies Record<string, NamedPort>;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, '127.0.0.1', () => {
      server.close(() => {
        resolve(true);
      });
    });
  });
}

export class PortTakenError extends Error {}

/** Fails naming every taken port, before anything has been started. */
export async function assertPortsFree(ports: NamedPort[]): Promise<void> {
  const taken: NamedPort[] = [];
  for (const port of ports) if (!(await isFree(port.port))) taken.push(port);
  if (taken.length === 0) return;
  const list = taken.map(({ name, port }) => `${port} (${name})`).join(', ');
  throw new PortTakenError(
    `Port ${list} ${taken.length > 1 ? 'are' : 'is'} already in use. Is another "npm start" running? ` +
      `Stop it (or whatever holds the port: lsof -i :${String(taken[0]?.port)}) and try again.`,
  );
}

export async function isPortBusy(port: number): Promise<boolean> {
  return !(await isFree(port));
}
