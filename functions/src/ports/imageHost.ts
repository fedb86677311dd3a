/**
 * The ImageHost port: the browser sends image bytes straight to the host with fields the server signed;
 * the server then checks the host's signed answer and asks the host what it actually stored.
 * Adapters live in `adapters/imageHost/` (Cloudinary; the local image host speaks the same protocol).
 */
export interface UploadParams {
  folder: string;
  /** The asset's own id within the folder (the host's public id becomes `{folder}/{id}`). */
  id: string;
  /** Seconds since the epoch; the host refuses a signature older than an hour. */
  timestamp: number;
  /** Formats the host must refuse anything else than, e.g. ['png', 'jpg']. */
  allowedFormats: readonly string[];
}
/*
 * Every signature is for one image: adapters sign `overwrite: false`, so posting the same signed fields
 * again stores nothing new (the host answers with the asset it already holds).
 */

export interface SignedUpload {
  cloudName: string;
  /** The form fields to post with the file, signature and api key included. */
  fields: Record<string, string>;
}

/** What the host answers about an upload and signs: only these two can be trusted from the browser. */
export interface UploadResponse {
  publicId: string;
  version: number;
  signature: string;
}

/** The host's own description of a stored image. */
export interface StoredAsset {
  publicId: string;
  version: number;
  /** The host's format name, e.g. 'png', 'jpg'. */
  format: string;
  bytes: number;
  width: number;
  height: number;
  secureUrl: string;
  /** The host's MD5 of the stored bytes in hex (Cloudinary's `etag`), when it says. */
  etag?: string;
  /** When the host stored it, epoch ms. */
  createdAt: number;
}

/** One page of a folder's assets, and the cursor of the next page (none on the last). */
export interface AssetPage {
  assets: StoredAsset[];
  nextCursor?: string;
}

export interface ImageHost {
  signUpload(params: UploadParams): SignedUpload;
  /** True only for the host's signature of exactly this public id and version (compared in constant time). */
  verifyUploadResponse(response: UploadResponse): boolean;
  /** The stored asset, or null when there is none. */
  findAsset(publicId: string): Promise<StoredAsset | null>;
  /** The stored bytes of an asset, as the host delivers them. */
  download(asset: StoredAsset): Promise<Uint8Array>;
  /** The assets whose public id starts with `prefix` (e.g. 'bills/'), a page at a time. */
  listAssets(prefix: string, cursor?: string): Promise<AssetPage>;
  /** Removes the asset; removing one that is not there is not an error. */
  destroy(publicId: string): Promise<void>;
}
