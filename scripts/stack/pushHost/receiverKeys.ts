import { createECDH, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * A push subscription's own keys, as a browser holds them: its ECDH P-256 pair (the public half is the
 * subscription's `p256dh`) and its 16-byte auth secret, all base64url. Tests make them, so the stand-in
 * or the test itself can read what web-push encrypted for the subscription.
 */
export interface ReceiverKeys {
  p256dh: string;
  auth: string;
  privateKey: string;
}

export function newReceiverKeys(): ReceiverKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey('base64url', 'uncompressed'),
    auth: randomBytes(16).toString('base64url'),
    privateKey: ecdh.getPrivateKey('base64url'),
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** The one-block HKDF-SHA-256 expand that RFC 8188 and RFC 8291 use (every output is under 32 bytes). */
function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = hmac(salt, ikm);
  return hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length);
}

/**
 * Decrypts a Web Push message body (RFC 8291, content coding aes128gcm of RFC 8188, a single record):
 * the header holds the salt, the record size and the sender's public key; the plaintext ends with the
 * delimiter 0x02 and any padding.
 */
export function decryptPushBody(body: Buffer, keys: ReceiverKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
  const shared = ecdh.computeSecret(senderKey);
  const receiverKey = Buffer.from(keys.p256dh, 'base64url');
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = hkdf(Buffer.from(keys.auth, 'base64url'), shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const plain = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('The message has no last-record delimiter.');
  return plain.subarray(0, end).toString('utf8');
}
