import { describe, expect, it } from 'vitest';
import { mayUpload } from '../../src/domain/uploads/folders.js';
import { imageTypeOfBytes, mediaTypeOfFormat } from '../../src/domain/uploads/imageType.js';
import { publicIdSchema } from '../../src/domain/uploads/publicId.js';
import { createdAtText } from '../../src/domain/uploads/uploadRecord.js';
import { signUploadInput } from '../../src/domain/api/signUpload.js';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('which roles may use which folder', () => {
  it('lets sales and placement upload bills, only placement upload placement documents', () => {
    expect(mayUpload(['sales'], 'bills', 'sales')).toBe(true);
    expect(mayUpload(['placement'], 'bills', 'placement')).toBe(true);
    expect(mayUpload(['placement'], 'placement_docs', 'placement')).toBe(true);
    expect(mayUpload(['sales'], 'placement_docs', 'sales')).toBe(false);
    expect(mayUpload(['admin'], 'bills', 'sales')).toBe(false);
    // A screen the account does not hold the role of.
    expect(mayUpload(['sales'], 'bills', 'placement')).toBe(false);
  });
});

describe('image type by magic number', () => {
  it('knows PNG and JPEG by their first bytes', () => {
    expect(imageTypeOfBytes(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(imageTypeOfBytes(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
  });

  it('refuses text, GIF, truncated signatures and nothing', () => {
    expect(imageTypeOfBytes(new TextEncoder().encode('hello, I am a .png'))).toBeNull();
    expect(imageTypeOfBytes(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(imageTypeOfBytes(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(imageTypeOfBytes(bytes(0xff, 0xd8))).toBeNull();
    expect(imageTypeOfBytes(bytes())).toBeNull();
  });

  it("maps the host's format names to media types", () => {
    expect(mediaTypeOfFormat('png')).toBe('image/png');
    expect(mediaTypeOfFormat('JPG')).toBe('image/jpeg');
    expect(mediaTypeOfFormat('jpeg')).toBe('image/jpeg');
    expect(mediaTypeOfFormat('gif')).toBeNull();
  });
});

describe('public ids and records', () => {
  it('parses only {folder}/{push id}', () => {
    expect(publicIdSchema.parse('bills/-Nabcdefghijklmnopqr')).toEqual({
      folder: 'bills',
      id: '-Nabcdefghijklmnopqr',
      publicId: 'bills/-Nabcdefghijklmnopqr',
    });
    for (const bad of [
      'other/-Nabcdefghijklmnopqr',
      'bills/short',
      'bills/-Nabcdefghijklmnopqr/x',
      'bills/a&b=cdefghijklmnopqr',
    ]) {
      expect(publicIdSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("writes created_at as 'Mon, Jan 5, 2025, 03:04 PM', in the staff's time zone", () => {
    // 09:34 UTC is 03:04 PM in India.
    expect(createdAtText(Date.UTC(2025, 0, 5, 9, 34))).toBe('Sun, Jan 5, 2025, 03:04 PM');
  });

  it('refuses a sign request for an unknown folder or a malformed hash', () => {
    const good = { folder: 'bills', dept: 'sales', fileName: 'a.png', sha256: 'a'.repeat(64) };
    expect(signUploadInput.parse(good)).toMatchObject({ allowDuplicate: false });
    expect(signUploadInput.safeParse({ ...good, folder: 'media' }).success).toBe(false);
    expect(signUploadInput.safeParse({ ...good, sha256: 'xyz' }).success).toBe(false);
  });
});
