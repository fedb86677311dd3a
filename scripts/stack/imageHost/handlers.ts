import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { imageSize } from 'image-size';
import { isPublicId, type AssetMeta, type AssetStore } from './assetStore.js';
import type { ParsedForm } from './multipart.js';
import { signParams, signResponse } from './signature.js';

export interface HostCredentials {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
}

export interface HostContext {
  credentials: HostCredentials;
  assets: AssetStore;
  /** Where this host is reached, for delivery URLs. */
  baseUrl: () => string;
  now: () => number;
}

export interface Answer {
  status: number;
  json?: unknown;
  body?: Buffer;
  contentType?: string;
}

/** Cloudinary refuses a signed request whose timestamp is more than an hour away. */
const MAX_SKEW_S = 3600;

const fail = (status: number, message: string): Answer => ({ status, json: { error: { message } } });

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Checks api key, signature and freshness of a signed Upload API request; null when it is good. */
function checkSigned(context: HostContext, fields: Record<string, string>): Answer | null {
  const { apiKey, apiSecret } = context.credentials;
  if (fields.api_key !== apiKey) return fail(401, `Unknown API key ${fields.api_key ?? ''}`);
  const expected = signParams(fields, apiSecret);
  if (!sameText(fields.signature ?? '', expected)) {
    return fail(401, `Invalid Signature ${fields.signature ?? ''}. String to sign - (local image host).`);
  }
  const timestamp = Number(fields.timestamp);
  const nowS = Math.floor(context.now() / 1000);
  if (!Number.isInteger(timestamp) || Math.abs(nowS - timestamp) > MAX_SKEW_S) {
    return fail(
      400,
      `Stale request - reported time is ${fields.timestamp ?? ''} which is more than 1 hour ago`,
    );
  }
  return null;
}

export function deliveryUrl(context: HostContext, meta: AssetMeta): string {
  return `${context.baseUrl()}/${context.credentials.cloudName}/image/upload/v${String(meta.version)}/${meta.public_id}.${meta.format}`;
}

/** The Admin API's description of an asset (the fields the adapter and admins read). */
function describe(context: HostContext, meta: AssetMeta) {
  const url = deliveryUrl(context, meta);
  return {
    asset_id: meta.public_id,
    public_id: meta.public_id,
    version: meta.version,
    format: meta.format,
    resource_type: 'image',
    type: 'upload',
    created_at: meta.created_at,
    bytes: meta.bytes,
    width: meta.width,
    height: meta.height,
    url,
    secure_url: url,
    ...(meta.etag ? { etag: meta.etag } : {}),
  };
}

/** Cloudinary's boolean parameters arrive as 'true'/'false' (or '1'/'0'); `overwrite` defaults to true. */
function isFalse(value: string | undefined): boolean {
  return value === 'false' || value === '0';
}

function readImage(bytes: Uint8Array): { width: number; height: number; format: 'png' | 'jpg' } | null {
  try {
    const { width, height, type } = imageSize(bytes);
    if (type === 'png' || type === 'jpg') return { width, height, format: type };
    return null;
  } catch {
    return null;
  }
}

/** `POST /v1_1/{cloud}/image/upload`: a signed multipart upload. */
export async function upload(context: HostContext, { fields, files }: ParsedForm): Promise<Answer> {
  const file = files.file;
  const refused = checkSigned(context, fields);
  if (refused) return refused;
  if (!file) return fail(400, 'Missing required parameter - file');
  const { bytes } = file;
  const image = readImage(bytes);
  if (!image) return fail(400, 'Invalid image file');
  const allowed = fields.allowed_formats?.split(',').filter(Boolean);
  if (allowed && !allowed.includes(image.format)) {
    return fail(400, `Image file format ${image.format} not allowed`);
  }
  const name = fields.public_id ?? randomBytes(10).toString('hex');
  const publicId = fields.folder ? `${fields.folder}/${name}` : name;
  if (!isPublicId(publicId)) return fail(400, `Invalid public id ${publicId}`);
  const previous = await context.assets.meta(publicId);
  if (previous && isFalse(fields.overwrite)) {
    // As Cloudinary: with overwrite false an existing public id is kept, and the answer describes it.
    return {
      status: 200,
      json: {
        ...describe(context, previous),
        signature: signResponse(previous.public_id, previous.version, context.credentials.apiSecret),
        existing: true,
        original_filename: previous.original_filename,
        api_key: context.credentials.apiKey,
      },
    };
  }
  const nowS = Math.floor(context.now() / 1000);
  const meta: AssetMeta = {
    public_id: publicId,
    version: Math.max(nowS, (previous?.version ?? 0) + 1),
    format: image.format,
    bytes: bytes.length,
    width: image.width,
    height: image.height,
    created_at: new Date(context.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    original_filename: file.name.replace(/\.[^.]*$/, ''),
    etag: createHash('md5').update(bytes).digest('hex'),
  };
  await context.assets.save(meta, bytes);
  const signature = signResponse(meta.public_id, meta.version, context.credentials.apiSecret);
  return {
    status: 200,
    json: {
      ...describe(context, meta),
      version_id: randomBytes(16).toString('hex'),
      signature,
      tags: [],
      existing: false,
      placeholder: false,
      folder: fields.folder ?? '',
      original_filename: meta.original_filename,
      api_key: context.credentials.apiKey,
    },
  };
}

/** `POST /v1_1/{cloud}/image/destroy`: a signed removal. */
export async function destroy(context: HostContext, { fields }: ParsedForm): Promise<Answer> {
  const refused = checkSigned(context, fields);
  if (refused) return refused;
  const removed = await context.assets.remove(fields.public_id ?? '');
  return { status: 200, json: { result: removed ? 'ok' : 'not found' } };
}

function adminRefusal(context: HostContext, authorization: string): Answer | null {
  const { apiKey, apiSecret } = context.credentials;
  const expected = `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`;
  return sameText(authorization, expected) ? null : fail(401, 'Invalid credentials');
}

/** `GET /v1_1/{cloud}/resources/image/upload/{public_id}`: the Admin API, with Basic auth. */
export async function resource(
  context: HostContext,
  publicId: string,
  authorization: string,
): Promise<Answer> {
  const refused = adminRefusal(context, authorization);
  if (refused) return refused;
  const meta = await context.assets.meta(publicId);
  if (!meta) return fail(404, `Resource not found - ${publicId}`);
  return { status: 200, json: describe(context, meta) };
}

/** `GET /{cloud}/image/upload/[transformation/][v{version}/]{public_id}.{format}`: the stored bytes. */
export async function deliver(context: HostContext, path: string): Promise<Answer> {
  const match = /^(?:[a-z]_[^/]*\/)?(?:v\d+\/)?(.+)\.(png|jpg)$/.exec(path);
  const meta = match?.[1] ? await context.assets.meta(match[1]) : null;
  if (!meta || meta.format !== match?.[2]) return { status: 404, body: Buffer.from('Not found') };
  return {
    status: 200,
    body: await context.assets.bytes(meta),
    contentType: meta.format === 'png' ? 'image/png' : 'image/jpeg',
  };
}

/** Cloudinary's default and largest page of a resource listing. */
const LIST_DEFAULT = 10;
const LIST_MAX = 500;

/**
 * `GET /v1_1/{cloud}/resources/image/upload?prefix=&max_results=&next_cursor=`: the Admin API's listing
 * by public id prefix, sorted by public id, a page at a time (the cursor is the last id of the page).
 */
export async function listResources(
  context: HostContext,
  query: URLSearchParams,
  authorization: string,
): Promise<Answer> {
  const refused = adminRefusal(context, authorization);
  if (refused) return refused;
  const asked = Number(query.get('max_results') ?? LIST_DEFAULT);
  const size = Number.isInteger(asked) && asked > 0 ? Math.min(asked, LIST_MAX) : LIST_DEFAULT;
  const after = query.get('next_cursor');
  const all = await context.assets.list(query.get('prefix') ?? '');
  const rest = after ? all.filter((meta) => meta.public_id > after) : all;
  const page = rest.slice(0, size);
  const last = page.at(-1);
  return {
    status: 200,
    json: {
      resources: page.map((meta) => describe(context, meta)),
      ...(rest.length > size && last ? { next_cursor: last.public_id } : {}),
    },
  };
}
