import { defineSecret, defineString } from 'firebase-functions/params';

/** `firebase functions:secrets:set VAPID_PRIVATE_KEY`; bound by the morning digest alone. */
export const vapidPrivateKeySecret = defineSecret('VAPID_PRIVATE_KEY');
/** Set in functions/.env.<project-id>, beside the private key's pair (docs/deploy.md). */
export const vapidPublicKeyParam = defineString('VAPID_PUBLIC_KEY', {
  description: 'The public VAPID key (base64url) the phones subscribe with; its private key is a secret',
});
export const vapidSubjectParam = defineString('VAPID_SUBJECT', {
  description: 'Who the push services may contact about our pushes: a mailto: or https: address',
});
