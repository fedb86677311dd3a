import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTileHost, tileOf, type RunningTileHost } from './tileHost.js';

let host: RunningTileHost;
beforeAll(async () => {
  host = await startTileHost(0);
});
afterAll(async () => {
  await host.close();
});

describe('the local tile host', () => {
  it('serves a tile for each name in the template, as an image the map can draw', async () => {
    const url = host.template.replace('{z}', '17').replace('{x}', '92356').replace('{y}', '59815');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const text = await response.text();
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="256" height="256"/);
    expect(text).toContain('local tile 17/92356/59815');
    expect(host.served()).toBe(1);
  });

  it('answers 404 for what is not a tile, or lies outside its zoom level', async () => {
    for (const path of ['/', '/17/92356/59815.png', '/2/4/1.svg', '/20/1/1.svg', '/a/b/c.svg']) {
      const response = await fetch(`${host.origin}${path}`);
      expect(response.status, path).toBe(404);
    }
    expect(tileOf('/0/0/0.svg')).toEqual({ z: 0, x: 0, y: 0 });
  });
});
