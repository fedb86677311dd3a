import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';

export interface AssetMeta {
  public_id: string;
  version: number;
  format: 'png' | 'jpg';
  bytes: number;
  width: number;
  height: number;
  created_at: string;
  original_filename: string;
  /** MD5 of the stored bytes in hex, as Cloudinary's `etag` (older local assets lack it). */
  etag?: string;
}

const PUBLIC_ID = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

export function isPublicId(value: string): boolean {
  return PUBLIC_ID.test(value) && value.length <= 255;
}

/** Each asset as two files under the data folder: `{public_id}.json` (what it is) and its bytes. */
export class AssetStore {
  constructor(private readonly dir: string) {}

  async meta(publicId: string): Promise<AssetMeta | null> {
    if (!isPublicId(publicId)) return null;
    try {
      return JSON.parse(await readFile(this.metaPath(publicId), 'utf8')) as AssetMeta;
    } catch {
      return null;
    }
  }

  async bytes(meta: AssetMeta): Promise<Buffer> {
    return readFile(this.bytesPath(meta));
  }

  async save(meta: AssetMeta, bytes: Uint8Array): Promise<void> {
    const previous = await this.meta(meta.public_id);
    await mkdir(dirname(this.metaPath(meta.public_id)), { recursive: true });
    await writeFile(this.bytesPath(meta), bytes);
    await writeFile(this.metaPath(meta.public_id), JSON.stringify(meta));
    if (previous && previous.format !== meta.format) await rm(this.bytesPath(previous), { force: true });
  }

  async remove(publicId: string): Promise<boolean> {
    const meta = await this.meta(publicId);
    if (!meta) return false;
    await rm(this.bytesPath(meta), { force: true });
    await rm(this.metaPath(publicId), { force: true });
    return true;
  }

  /** Every asset whose public id starts with `prefix`, sorted by public id (as Cloudinary lists them). */
  async list(prefix: string): Promise<AssetMeta[]> {
    let names: string[];
    try {
      names = await readdir(this.dir, { recursive: true });
    } catch {
      return [];
    }
    const ids = names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.split(sep).join('/').slice(0, -'.json'.length))
      .filter((id) => id.startsWith(prefix))
      .sort();
    const metas = await Promise.all(ids.map((id) => this.meta(id)));
    return metas.filter((meta): meta is AssetMeta => meta !== null);
  }

  private metaPath(publicId: string): string {
    return join(this.dir, `${publicId}.json`);
  }

  private bytesPath(meta: Pick<AssetMeta, 'public_id' | 'format'>): string {
    return join(this.dir, `${meta.public_id}.${meta.format}`);
  }
}
