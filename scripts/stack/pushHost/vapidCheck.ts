import { createPublicKey, verify } from 'node:crypto';

const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

/**
 * Why a push request's `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292) is refused, or null:
 * the JWT is ES256, signed by the key `k`, for the endpoint's origin, and expires in the future but
 * within 24 hours.
 */
export function vapidProblem(
  authorization: string | undefined,
  origin: string,
  nowMs: number,
): string | null {
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization?.trim() ?? '');
  if (!match) return 'Authorization is not "vapid t=..., k=..."';
  const [, token = '', key = ''] = match;
  const parts = token.split('.');
  if (parts.length !== 3) return 'The JWT does not have three parts';
  const [header = '', claims = '', signature = ''] = parts;
  let parsedHeader: { alg?: unknown; typ?: unknown };
  let parsedClaims: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as typeof parsedHeader;
    parsedClaims = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as typeof parsedClaims;
  } catch {
    return 'The JWT is not base64url JSON';
  }
  if (parsedHeader.alg !== 'ES256') return `The JWT's alg is ${String(parsedHeader.alg)}, not ES256`;
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return 'k is not an uncompressed P-256 public key';
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'The JWT signature does not verify against k';
  if (parsedClaims.aud !== origin) return `The JWT's aud is ${String(parsedClaims.aud)}, not ${origin}`;
  const nowSeconds = Math.floor(nowMs / 1000);
  if (typeof parsedClaims.exp !== 'number' || parsedClaims.exp <= nowSeconds) return 'The JWT has expired';
  if (parsedClaims.exp > nowSeconds + MAX_EXPIRY_SECONDS) return 'The JWT expires more than 24 h ahead';
  if (typeof parsedClaims.sub !== 'string' || !/^(mailto:|https:)/.test(parsedClaims.sub))
    return 'The JWT has no mailto: or https: sub';
  return null;
}

const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);

/** Why the TTL and Urgency headers are refused, or null (RFC 8030; web-push always sends both). */
export function deliveryProblem(ttl: string | undefined, urgency: string | undefined): string | null {
  if (ttl === undefined || !/^\d+$/.test(ttl)) return 'TTL is missing or not a whole number of seconds';
  if (urgency === undefined || !URGENCIES.has(urgency))
    return `Urgency ${String(urgency)} is not one of RFC 8030's`;
  return null;
}
