import { timingSafeEqual } from 'node:crypto';
import type { v2 } from 'cloudinary';
import { z } from 'zod';
import type {
  AssetPage,
  ImageHost,
  SignedUpload,
  StoredAsset,
  UploadParams,
  UploadResponse,
} from '../../ports/imageHost.js';

export interface CloudinaryCredentials {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
}

type Cloudinary = typeof v2;

/** The fields of the Admin API's resource answer that a record needs. */
const resourceSchema = z.object({
  public_id: z.string(),
  version: z.number().int(),
  format: z.string(),
  bytes: z.number().int().nonnegative(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  secure_url: z.url(),
  etag: z.string().optional(),
  created_at: z.string(),
});
type Resource = z.infer<typeof resourceSchema>;

/** The Admin API's listing: a page of resources and the cursor of the next. */
const resourcesSchema = z.object({
  resources: z.array(resourceSchema),
  next_cursor: z.string().optional(),
});

/** The most resources one Admin API listing returns. */
const PAGE_SIZE = 500;

function assetOf(resource: Resource): StoredAsset {
  return {
    publicId: resource.public_id,
    version: resource.version,
    format: resource.format,
    bytes: resource.bytes,
    width: resource.width,
    height: resource.height,
    secureUrl: resource.secure_url,
    ...(resource.etag ? { etag: resource.etag } : {}),
    createdAt: Date.parse(resource.created_at),
  };
}

/** The SDK rejects with plain objects: `{ error: { message, http_code } }` (or the inner object alone). */
const sdkErrorSchema = z.object({ message: z.string().optional(), http_code: z.number().optional() });
const sdkRejectionSchema = z.union([
  z.object({ error: sdkErrorSchema }),
  sdkErrorSchema.transform((error) => ({ error })),
]);

function sdkError(rejection: unknown): z.infer<typeof sdkErrorSchema> {
  const parsed = sdkRejectionSchema.safeParse(rejection);
  return parsed.success ? parsed.data.error : {};
}

/**
 * Cloudinary through its own SDK: upload signatures (SHA-1 over the sorted `k=v&...` string plus the
 * secret), the upload answer's signature, the Admin API's resource lookup and listing by prefix, and the
 * Upload API's destroy. Every upload is signed with `overwrite: false`: Cloudinary then keeps the asset a
 * public id already names and answers a second post with it (`existing: true`), so one signature stores
 * one image, however often its fields are posted.
 * The same SDK talks to the local image host when CLOUDINARY_URL's `upload_prefix` points at it.
 */
export class CloudinaryImageHost implements ImageHost {
  constructor(
    private readonly sdk: Cloudinary,
    private readonly credentials: CloudinaryCredentials,
  ) {}

  signUpload({ folder, id, timestamp, allowedFormats }: UploadParams): SignedUpload {
    const signed = {
      allowed_formats: allowedFormats.join(','),
      folder,
      overwrite: 'false',
      public_id: id,
      timestamp: String(timestamp),
    };
    const signature = this.sdk.utils.api_sign_request(signed, this.credentials.apiSecret);
    return {
      cloudName: this.credentials.cloudName,
      fields: { ...signed, api_key: this.credentials.apiKey, signature },
    };
  }

  verifyUploadResponse({ publicId, version, signature }: UploadResponse): boolean {
    const expected = Buffer.from(
      this.sdk.utils.api_sign_request({ public_id: publicId, version }, this.credentials.apiSecret),
    );
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async findAsset(publicId: string): Promise<StoredAsset | null> {
    let answer: unknown;
    try {
      answer = await this.sdk.api.resource(publicId, this.auth());
    } catch (error) {
      if (sdkError(error).http_code === 404) return null;
      throw hostError('resource lookup', error);
    }
    return assetOf(resourceSchema.parse(answer));
  }

  async download(asset: StoredAsset): Promise<Uint8Array> {
    const response = await fetch(asset.secureUrl);
    if (!response.ok) {
      throw new Error(`Image host delivery of ${asset.publicId} answered ${String(response.status)}`);
    }
    return new Uint8Array(await response.arrayBuffer());
  }

  async listAssets(prefix: string, cursor?: string): Promise<AssetPage> {
    let answer: unknown;
    try {
      answer = await this.sdk.api.resources({
        ...this.auth(),
        resource_type: 'image',
        type: 'upload',
        prefix,
        max_results: PAGE_SIZE,
        ...(cursor ? { next_cursor: cursor } : {}),
      });
    } catch (error) {
      throw hostError('resource listing', error);
    }
    const page = resourcesSchema.parse(answer);
    return {
      assets: page.resources.map(assetOf),
      ...(page.next_cursor ? { nextCursor: page.next_cursor } : {}),
    };
  }

  async destroy(publicId: string): Promise<void> {
    let answer: unknown;
    try {
      answer = await this.sdk.uploader.destroy(publicId, { ...this.auth(), invalidate: true });
    } catch (error) {
      throw hostError('destroy', error);
    }
    const { result } = z.object({ result: z.string() }).parse(answer);
    if (result !== 'ok' && result !== 'not found') throw new Error(`Image host destroy answered ${result}`);
  }

  private auth() {
    const { cloudName, apiKey, apiSecret } = this.credentials;
    return { cloud_name: cloudName, api_key: apiKey, api_secret: apiSecret };
  }
}

/** An error that says what failed, never the SDK's request options (they hold the credentials). */
function hostError(operation: string, error: unknown): Error {
  if (error instanceof Error) return error;
  const { message = 'no message', http_code: status } = sdkError(error);
  return new Error(
    `Image host ${operation} failed (${status === undefined ? 'no status' : String(status)}): ${message}`,
  );
}
