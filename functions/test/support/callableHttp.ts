import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;

/**
 * An unsigned ID token for a verified admin and sales rep: the SDK only decodes it in debug mode, so a
 * test file sets FIREBASE_DEBUG_MODE and skipTokenVerification before it imports the functions.
 */
export function unsignedToken(uid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none' })}.${part({ sub: uid, email_verified: true, auth_time: now, roles: ['admin', 'sales'] })}.x`;
}

/** Serves a callable the way the Functions runtime does: express-like request and response. */
function serve(callable: unknown): Server {
  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      Object.assign(request, {
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
        header: (name: string) => request.headers[name.toLowerCase()],
      });
      Object.assign(response, {
        status: (code: number) => {
          response.statusCode = code;
          return response;
        },
        send: (body: unknown) => {
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify(body));
        },
      });
      void (callable as Handler)(request, response);
    });
  });
}

/** Callables served on local ports until `close`. */
export function callableServers() {
  const servers: Server[] = [];
  return {
    async urlOf(callable: unknown): Promise<string> {
      const server = serve(callable);
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/`;
    },
    close(): void {
      for (const server of servers) server.close();
    },
  };
}

/** Posts `{"data": <data>}` (raw JSON text) to a served callable, signed in as `uid` when given. */
export async function postCall(url: string, data: string, uid?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(uid && { authorization: `Bearer ${unsignedToken(uid)}` }),
    },
    body: `{"data":${data}}`,
  });
  return {
    status: response.status,
    body: (await response.json()) as { error?: { status: string; message: string } },
  };
}
