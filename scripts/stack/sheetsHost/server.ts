import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiError, appendValues, batchUpdate, getSpreadsheet, getValues, type Answer } from './api.js';
import { createSpreadsheet } from './createSpreadsheet.js';
import { answerDrive, STAND_IN_SERVICE_ACCOUNT } from './drive.js';
import { sheetsPage, tabCsv } from './page.js';
import { googleSheetsLimits, QuotaWindows, quotaExceeded, type SheetsLimits } from './quota.js';
import { Workbooks, type Permission } from './workbook.js';

export interface SheetsHostOptions {
  /** 0 picks a free port (tests). */
  port: number;
  /** Where the rows are kept (under the stack's data folder); in memory when absent. */
  dataDir?: string;
  now?: () => number;
  limits?: Partial<SheetsLimits>;
  /** Who a spreadsheet is shared with when the stand-in starts and it is shared with nobody yet. */
  sharing?: Record<string, readonly Omit<Permission, 'id'>[]>;
}

export interface RunningSheetsHost {
  /** The rootUrl the `@googleapis/sheets` client is given. */
  url: string;
  port: number;
  workbooks: Workbooks;
  /** Requests answered, by kind, and how many of them were over a quota. */
  counts: { reads: number; writes: number; quotaErrors: number };
  close(): Promise<void>;
}

class TooLarge extends Error {}

async function readBody(request: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, { code, body }: Answer): void {
  response.writeHead(code, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(JSON.stringify(body));
}

interface HostContext {
  /** The stand-in's page, where a created spreadsheet's URL points. */
  pageUrl: string;
  limits: SheetsLimits;
  quota: QuotaWindows;
  workbooks: Workbooks;
  counts: RunningSheetsHost['counts'];
}

/** One Sheets API request: authenticated, within the size limit and the quotas, then answered. */
async function answerApi(
  { pageUrl, limits, quota, workbooks, counts }: HostContext,
  request: IncomingMessage,
  url: URL,
): Promise<Answer> {
  const path = decodeURIComponent(url.pathname);
  if (path.startsWith('/drive/v3/')) return answerDriveApi(workbooks, limits, request, url, path);
  const match = /^\/v4\/spreadsheets(?:\/([^/:]+))?(?:\/values\/([^/]+?))?(?::(append|batchUpdate))?$/.exec(
    path,
  );
  if (!match)
    return apiError(404, 'NOT_FOUND', `The stand-in has no ${request.method ?? ''} ${url.pathname}`);
  const [, spreadsheetId = '', range, action] = match;
  const write = request.method === 'POST';
  const signed = await signedBody(request, limits);
  if ('code' in signed) return signed;
  const { authorization, body } = signed;
  const over = quota.take(write ? 'write' : 'read', authorization);
  if (over) {
    counts.quotaErrors += 1;
    return quotaExceeded(write ? 'Write requests' : 'Read requests', over);
  }
  if (write) counts.writes += 1;
  else counts.reads += 1;
  if (spreadsheetId === '') {
    if (!write || range !== undefined || action !== undefined)
      return apiError(404, 'NOT_FOUND', `The stand-in has no ${request.method ?? ''} ${url.pathname}`);
    const answer = createSpreadsheet(workbooks, body, pageUrl);
    const { spreadsheetId } = answer.body as { spreadsheetId: string };
    // The caller owns what it creates, as on Drive: nobody else can open it until it is shared.
    workbooks
      .permissionsOf(spreadsheetId)
      .push({ id: 'owner', type: 'user', role: 'owner', emailAddress: STAND_IN_SERVICE_ACCOUNT });
    workbooks.save();
    return answer;
  }
  if (!write && range === undefined && action === undefined) return getSpreadsheet(workbooks, spreadsheetId);
  if (!write && range !== undefined && action === undefined)
    return getValues(workbooks, spreadsheetId, range, url.searchParams.get('majorDimension') ?? 'ROWS');
  if (write && range !== undefined && action === 'append') {
    const insertRows = url.searchParams.get('insertDataOption') === 'INSERT_ROWS';
    const answer = appendValues(
      workbooks,
      spreadsheetId,
      range,
      body,
      insertRows,
      limits.cellsPerSpreadsheet,
    );
    if (answer.code === 200) workbooks.save();
    return answer;
  }
  if (write && range === undefined && action === 'batchUpdate') {
    const answer = batchUpdate(workbooks, spreadsheetId, body, limits.cellsPerSpreadsheet);
    if (answer.code === 200) workbooks.save();
    return answer;
  }
  return apiError(404, 'NOT_FOUND', `The stand-in has no ${request.method ?? ''} ${url.pathname}`);
}

/** A request's bearer token and its JSON body, or the answer refusing it: no token, or too large a body. */
async function signedBody(
  request: IncomingMessage,
  limits: SheetsLimits,
): Promise<{ authorization: string; body: unknown } | Answer> {
  const authorization = request.headers.authorization ?? '';
  if (!authorization.startsWith('Bearer '))
    return apiError(401, 'UNAUTHENTICATED', 'Request is missing required authentication credential.');
  try {
    const text = await readBody(request, limits.maxRequestBytes);
    return { authorization, body: text ? (JSON.parse(text) as unknown) : null };
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error;
    return apiError(
      400,
      'INVALID_ARGUMENT',
      `Request payload size exceeds the limit: ${String(limits.maxRequestBytes)} bytes.`,
    );
  }
}

/** A Drive API request: authenticated and within the size limit (Drive's own quotas are far above these calls'). */
async function answerDriveApi(
  workbooks: Workbooks,
  limits: SheetsLimits,
  request: IncomingMessage,
  url: URL,
  path: string,
): Promise<Answer> {
  const signed = await signedBody(request, limits);
  if ('code' in signed) return signed;
  return answerDrive(workbooks, request.method ?? 'GET', path, url.searchParams, signed.body);
}

/**
 * A stand-in for the Sheets API v4 on the local stack: spreadsheets.create, spreadsheets.get,
 * values.get, values.append and batchUpdate (addSheet, updateCells), and the Drive API's sharing calls, with Google's quotas (requests a minute per user and per project,
 * answered 429 RESOURCE_EXHAUSTED), its 10 million cells a spreadsheet and a request size limit. The
 * functions reach it through the real `@googleapis/sheets` client, given its URL as rootUrl. `/` lists
 * each tab's rows; `/csv?spreadsheet=…&tab=…` downloads one.
 */
export async function startSheetsHost(options: SheetsHostOptions): Promise<RunningSheetsHost> {
  const limits = { ...googleSheetsLimits, ...options.limits };
  const now = options.now ?? Date.now;
  const quota = new QuotaWindows(limits, now);
  const workbooks = new Workbooks(options.dataDir);
  for (const [spreadsheetId, permissions] of Object.entries(options.sharing ?? {})) {
    const held = workbooks.permissionsOf(spreadsheetId);
    if (held.length > 0) continue;
    workbooks.tabs(spreadsheetId);
    held.push(...permissions.map((permission, index) => ({ ...permission, id: `given-${String(index)}` })));
  }
  const counts = { reads: 0, writes: 0, quotaErrors: 0 };

  const context: HostContext = { pageUrl: '', limits, quota, workbooks, counts };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET' && url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(sheetsPage(workbooks));
      return;
    }
    if (request.method === 'GET' && url.pathname === '/csv') {
      const tab = workbooks.tab(url.searchParams.get('spreadsheet') ?? '', url.searchParams.get('tab') ?? '');
      if (!tab) {
        response.writeHead(404).end('No such tab');
        return;
      }
      response.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${encodeURIComponent(tab.title)}.csv"`,
      });
      response.end(tabCsv(tab));
      return;
    }
    answerApi(context, request, url).then(
      (answer) => {
        send(response, answer);
      },
      (error: unknown) => {
        send(response, apiError(500, 'INTERNAL', error instanceof Error ? error.message : String(error)));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  context.pageUrl = `http://127.0.0.1:${String(port)}/`;
  return {
    url: `http://127.0.0.1:${String(port)}/`,
    port,
    workbooks,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
