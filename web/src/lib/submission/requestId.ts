/** A new id for one write; the server keeps it, so every resend of the same write is stored once. */
export function newRequestId(): string {
  if (globalThis.isSecureContext) return crypto.randomUUID();
  // randomUUID exists only on secure origins; a phone on a plain-http LAN address still needs an id.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
