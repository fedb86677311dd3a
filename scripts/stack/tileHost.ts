import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RunningTileHost {
  /** The tile URL template the web app is built with ({z}/{x}/{y}). */
  template: string;
  origin: string;
  /** How many tiles it has served (tests read that the map asked for them). */
  served(): number;
  close(): Promise<void>;
}

const TILE = 256;

/** A tile's name, when the path is one: /{z}/{x}/{y}.svg with x and y inside zoom z's grid. */
export function tileOf(pathname: string): { z: number; x: number; y: number } | null {
  const match = /^\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.svg$/.exec(pathname);
  if (!match) return null;
  const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
  const size = 2 ** z;
  return z <= 19 && x < size && y < size ? { z, x, y } : null;
}

/**
 * A tile that looks like a quiet map (a ground, a block grid, a road every few blocks) and names
 * itself in a corner, so a screenshot shows which tiles were drawn. The pattern follows the tile's
 * place in the world, so roads continue across tiles.
 */
export function tileSvg({ z, x, y }: { z: number; x: number; y: number }): string {
  const blocks = 4;
  const step = TILE / blocks;
  const lines: string[] = [];
  for (let index = 0; index <= blocks; index += 1) {
    const road = (x * blocks + index) % 3 === 0;
    lines.push(
      `<line x1="${String(index * step)}" y1="0" x2="${String(index * step)}" y2="${String(TILE)}" class="${road ? 'r' : 's'}"/>`,
    );
    const cross = (y * blocks + index) % 3 === 0;
    lines.push(
      `<line x1="0" y1="${String(index * step)}" x2="${String(TILE)}" y2="${String(index * step)}" class="${cross ? 'r' : 's'}"/>`,
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(TILE)}" height="${String(TILE)}" viewBox="0 0 ${String(TILE)} ${String(TILE)}">`,
    '<style>.s{stroke:#e4e0d4;stroke-width:2}.r{stroke:#fff;stroke-width:6}</style>',
    `<rect width="${String(TILE)}" height="${String(TILE)}" fill="#f2efe6"/>`,
    ...lines,
    `<text x="6" y="16" font-family="sans-serif" font-size="11" fill="#9a9486">local tile ${String(z)}/${String(x)}/${String(y)}</text>`,
    '</svg>',
  ].join('');
}

/**
 * Stands in for OpenStreetMap's tile server on the local stack, so the place page's map draws with no
 * network: the web app is built with its template instead of tile.openstreetmap.org's.
 */
export async function startTileHost(port: number): Promise<RunningTileHost> {
  let served = 0;
  const server = createServer((request, response) => {
    const tile =
      request.method === 'GET' ? tileOf(new URL(request.url ?? '/', 'http://localhost').pathname) : null;
    if (!tile) {
      response.statusCode = 404;
      response.end();
      return;
    }
    served += 1;
    response.setHeader('content-type', 'image/svg+xml');
    response.setHeader('cache-control', 'public, max-age=86400');
    response.setHeader('access-control-allow-origin', '*');
    response.end(tileSvg(tile));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return {
    template: `${origin}/{z}/{x}/{y}.svg`,
    origin,
    served: () => served,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
