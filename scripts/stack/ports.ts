import { isFree } from './portFree.js';

export interface NamedPort {
  name: string;
  port: number;
}

/**
 * Added to every port below: 0 normally; the bench sets FIELD_TRACKER_PORT_OFFSET to start a stack of
 * its own beside one `npm test` or `npm start` already runs.
 */
export const portOffset = Number(process.env.FIELD_TRACKER_PORT_OFFSET ?? 0) || 0;

/** The ports of a local stack (the emulator ones mirror firebase.json) moved by `offset`. */
export function portsAt(offset: number) {
  return {
    auth: { name: 'Auth emulator', port: 9099 + offset },
    functions: { name: 'Functions emulator', port: 5001 + offset },
    hosting: { name: 'web app (Hosting emulator)', port: 5050 + offset },
    hub: { name: 'Emulator hub', port: 4400 + offset },
    logging: { name: 'Emulator logging', port: 4500 + offset },
    // Started by the Functions emulator for the triggers; named so two stacks never race for them.
    eventarc: { name: 'Eventarc emulator', port: 9299 + offset },
    tasks: { name: 'Cloud Tasks emulator', port: 9499 + offset },
    devServer: { name: 'Vite dev server', port: 5173 + offset },
    imageHost: { name: 'local image host', port: 9190 + offset },
    tileHost: { name: 'local map tiles', port: 9191 + offset },
    sheetsHost: { name: 'local Google Sheets stand-in', port: 9192 + offset },
    pushHost: { name: 'local Web Push stand-in', port: 9193 + offset },
  } as const satisfies Record<string, NamedPort>;
}

/** The ports of the local stack this process talks to (moved by `portOffset`). */
export const stackPorts = portsAt(portOffset);

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

/** The folder under web/ a stack on moved ports serves its own build from (beside the usual `dist`). */
export function webDistFolder(offset: number): string {
  return offset === 0 ? 'dist' : `dist-${String(offset)}`;
}
