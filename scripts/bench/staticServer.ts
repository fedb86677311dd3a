import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Serves a built single-page app on loopback, every unknown route falling back to index.html. */
export function serveStatic(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const candidate = join(root, path);
    const found = candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile();
    // As Firebase Hosting does (see firebase.json): compressed, revalidated, and a file missing under
    // /assets/ a 404 rather than the app's page.
    if (!found && path.startsWith('/assets/')) {
      response.writeHead(404, { 'cache-control': 'no-cache' }).end();
      return;
    }
    const file = found ? candidate : join(root, 'index.html');
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'cache-control': 'no-cache',
    });
    const body = createReadStream(file);
    if (gzip) body.pipe(createGzip()).pipe(response);
    else body.pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${String(port)}`, server });
    });
  });
}
