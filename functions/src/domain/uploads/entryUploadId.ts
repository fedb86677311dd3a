/** base64url without padding (RFC 4648 §5) of some bytes. */
function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The upload id of one outbox entry of one account: every post of that entry names the same asset, so
 * the host keeps one image for it (signatures say `overwrite: false`). 20 URL-safe characters, the shape
 * of a push id, from SHA-256 of the account and the entry id. The phone computes it too: a spend saved
 * with bills still on the phone names their records before they are sent (the outbox sends the spend
 * after them).
 */
export async function entryUploadId(uid: string, entryId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${uid}\n${entryId}`));
  return base64url(new Uint8Array(digest)).slice(0, 20);
}
