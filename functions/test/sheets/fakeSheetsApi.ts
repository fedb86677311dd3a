import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers the next requests: like the real API, or with one of its failures. */
export type FakeMode = 'ok' | 'rateLimited' | 'forbidden' | 'serverError' | 'hang' | 'appendThenDrop';

export interface ReceivedRequest {
  method: string;
  /** The decoded path, e.g. `/v4/spreadsheets/sheet-1/values/'Sales Visits'!A1:append`. */
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: unknown;
}

/**
 * A local stand-in for the Sheets API v4 endpoints the adapter uses: values.append, values.get and
 * spreadsheets.batchUpdate (addSheet). It keeps each tab's rows, so a test can see what was written.
 * `appendThenDrop` applies an append and then drops the connection: the row lands, the reply is lost.
 */
export class FakeSheetsApi {
  mode: FakeMode = 'ok';
  readonly requests: ReceivedRequest[] = [];
  readonly tabs = new Map<string, unknown[][]>();
  /** Cells of other tabs, counted by spreadsheets.get beside these tabs' grids. */
  otherCells = 0;
  private readonly server: Server;
  private readonly hanging = new Set<ServerResponse>();

  constructor(readonly spreadsheetId: string) {
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/`;
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server.close(() => {
        resolve();
      }),
    );
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const text = await readBody(request);
    const received: ReceivedRequest = {
      method: request.method ?? '',
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      authorization: request.headers.authorization,
      body: text ? JSON.parse(text) : undefined,
    };
    this.requests.push(received);
    if (this.mode === 'hang') {
      this.hanging.add(response);
      return;
    }
    if (this.mode === 'rateLimited') {
      reply(
        response,
        429,
        apiError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded for quota metric Write requests'),
      );
      return;
    }
    if (this.mode === 'forbidden') {
      reply(response, 403, apiError(403, 'PERMISSION_DENIED', 'The caller does not have permission'));
      return;
    }
    if (this.mode === 'serverError') {
      reply(response, 500, apiError(500, 'INTERNAL', 'Internal error encountered.'));
      return;
    }
    const base = `/v4/spreadsheets/${this.spreadsheetId}`;
    if (received.method === 'GET' && received.path.startsWith(`${base}/values/`)) {
      this.getColumn(response, received.path.slice(`${base}/values/`.length));
      return;
    }
    if (
      received.method === 'POST' &&
      received.path.startsWith(`${base}/values/`) &&
      received.path.endsWith(':append')
    ) {
      this.append(received, response, received.path.slice(`${base}/values/`.length, -':append'.length));
      return;
    }
    if (received.method === 'GET' && received.path === base) {
      this.getSpreadsheet(response);
      return;
    }
    if (received.method === 'POST' && received.path === `${base}:batchUpdate`) {
      this.batchUpdate(received, response);
      return;
    }
    reply(response, 404, apiError(404, 'NOT_FOUND', `No fake for ${received.method} ${received.path}`));
  }

  private append(request: ReceivedRequest, response: ServerResponse, range: string): void {
    const tab = /^'((?:[^']|'')+)'!/.exec(range)?.[1]?.replaceAll("''", "'");
    const rows = tab === undefined ? undefined : this.tabs.get(tab);
    if (!rows) {
      reply(response, 400, apiError(400, 'INVALID_ARGUMENT', `Unable to parse range: ${range}`));
      return;
    }
    const { values } = request.body as { values: unknown[][] };
    const firstRow = rows.length + 1;
    rows.push(...values);
    if (this.mode === 'appendThenDrop') {
      response.socket?.destroy();
      return;
    }
    const updatedRange = `${range.slice(0, range.indexOf('!'))}!A${String(firstRow)}:Z${String(rows.length)}`;
    reply(response, 200, {
      spreadsheetId: this.spreadsheetId,
      updates: { updatedRange, updatedRows: values.length },
    });
  }

  /** values.get of column A from a row to the end (`A5:A`), as columns (the shape the adapter asks for). */
  private getColumn(response: ServerResponse, range: string): void {
    const match = /^'((?:[^']|'')+)'!A(\d*):A$/.exec(range);
    const tab = match?.[1]?.replaceAll("''", "'");
    const rows = tab === undefined ? undefined : this.tabs.get(tab);
    if (!rows) {
      reply(response, 400, apiError(400, 'INVALID_ARGUMENT', `Unable to parse range: ${range}`));
      return;
    }
    const from = Math.max(1, Number(match?.[2] || 1));
    const column = rows.slice(from - 1).map((row) => row[0] ?? '');
    reply(response, 200, { range, majorDimension: 'COLUMNS', values: column.length ? [column] : [] });
  }

  /** Each tab's grid: 1000 rows by 26 columns as addSheet makes it, grown to hold its rows. */
  private getSpreadsheet(response: ServerResponse): void {
    const sheets = [...this.tabs.entries()].map(([title, rows]) => ({
      properties: { title, gridProperties: { rowCount: Math.max(1000, rows.length), columnCount: 26 } },
    }));
    const other = {
      properties: { title: 'Other', gridProperties: { rowCount: this.otherCells, columnCount: 1 } },
    };
    reply(response, 200, { spreadsheetId: this.spreadsheetId, sheets: [...sheets, other] });
  }

  private batchUpdate(request: ReceivedRequest, response: ServerResponse): void {
    interface CellValue {
      userEnteredValue: { stringValue: string };
    }
    const { requests } = request.body as {
      requests: [
        { addSheet: { properties: { title: string } } },
        { updateCells: { rows: [{ values: CellValue[] }] } },
      ];
    };
    const title = requests[0].addSheet.properties.title;
    if (this.tabs.has(title)) {
      reply(
        response,
        400,
        apiError(
          400,
          'INVALID_ARGUMENT',
          `Invalid requests[0].addSheet: A sheet with the name "${title}" already exists.`,
        ),
      );
      return;
    }
    const header = requests[1].updateCells.rows[0].values.map((cell) => cell.userEnteredValue.stringValue);
    this.tabs.set(title, [header]);
    reply(response, 200, { spreadsheetId: this.spreadsheetId, replies: [{}, {}] });
  }
}

function apiError(code: number, status: string, message: string): unknown {
  return { error: { code, message, status } };
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
