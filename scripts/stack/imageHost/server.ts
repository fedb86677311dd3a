import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { AssetStore } from './assetStore.js';
import { parseMultipart, type ParsedForm } from './multipart.js';
import {
  deliver,
  destroy,
  listResources,
  resource,
  upload,
  type Answer,
  type HostContext,
  type HostCredentials,
} from './handlers.js';

export interface ImageHostOptions {
  /** 0 picks a free port (tests). */
  port: number;
  /** Where the images live (under the local data folder). */
  dataDir: string;
  credentials: HostCredentials;
  now?: () => number;
}

export interface RunningImageHost {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Larger bodies are refused before they are read (an upload may carry at most 10 MB plus its fields). */
const MAX_BODY_BYTES = 11 * 1024 * 1024;

class TooLarge extends Error {}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function readForm(request: IncomingMessage): Promise<ParsedForm> {
  return parseMultipart(await readBody(request), request.headers['content-type'] ?? '');
}

async function route(context: HostContext, request: IncomingMessage): Promise<Answer> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const cloud = encodeURIComponent(context.credentials.cloudName);
  const api = `/v1_1/${cloud}/`;
  if (request.method === 'POST' && url.pathname === `${api}image/upload`)
    return upload(context, await readForm(request));
  if (request.method === 'POST' && url.pathname === `${api}image/destroy`)
    return destroy(context, await readForm(request));
  if (request.method === 'GET' && url.pathname === `${api}resources/image/upload`)
    return listResources(context, url.searchParams, request.headers.authorization ?? '');
  const resources = `${api}resources/image/upload/`;
  if (request.method === 'GET' && url.pathname.startsWith(resources)) {
    const publicId = decodeURIComponent(url.pathname.slice(resources.length));
    return resource(context, publicId, request.headers.authorization ?? '');
  }
  const delivery = `/${cloud}/image/upload/`;
  if (request.method === 'GET' && url.pathname.startsWith(delivery)) {
    return deliver(context, url.pathname.slice(delivery.length));
  }
  return { status: 404, json: { error: { message: `No route ${request.method ?? ''} ${url.pathname}` } } };
}

function send(response: ServerResponse, answer: Answer): void {
  response.statusCode = answer.status;
  if (answer.json !== undefined) {
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.end(JSON.stringify(answer.json));
    return;
  }
  if (answer.contentType) response.setHeader('content-type', answer.contentType);
  response.end(answer.body);
}

/**
 * A local stand-in for Cloudinary speaking the subset of its HTTP API this product uses: signed upload
 * (refusing a bad or stale signature; with `overwrite: false` keeping an existing public id and answering
 * with it, `existing: true`, as Cloudinary does), signed answer, delivery URLs, destroy, the resource
 * lookup and the listing by prefix.
 */
export async function startImageHost(options: ImageHostOptions): Promise<RunningImageHost> {
  let baseUrl = '';
  const context: HostContext = {
    credentials: options.credentials,
    assets: new AssetStore(options.dataDir),
    baseUrl: () => baseUrl,
    now: options.now ?? Date.now,
  };
  const server = createServer((request, response) => {
    // The browser posts straight from the app's origin, as it does to Cloudinary.
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-methods', 'GET, POST');
      response.setHeader('access-control-allow-headers', 'content-type, x-requested-with');
      response.statusCode = 204;
      response.end();
      return;
    }
    route(context, request).then(
      (answer) => {
        send(response, answer);
      },
      (error: unknown) => {
        const tooLarge = error instanceof TooLarge;
        send(response, {
          status: tooLarge ? 413 : 500,
          json: { error: { message: tooLarge ? 'File size too large' : String(error) } },
        });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  baseUrl = `http://127.0.0.1:${String(port)}`;
  return {
    url: baseUrl,
    port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
