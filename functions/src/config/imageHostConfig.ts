import { defineSecret, defineString } from 'firebase-functions/params';
import type { CloudinaryCredentials } from '../adapters/imageHost/cloudinaryImageHost.js';

/** `firebase functions:secrets:set CLOUDINARY_API_SECRET`; the local stack keeps it in functions/.secret.local. */
export const cloudinaryApiSecret = defineSecret('CLOUDINARY_API_SECRET');
/** Set in functions/.env.<project-id>; the local stack's are in functions/.env.demo-field-tracker. */
export const cloudinaryCloudName = defineString('CLOUDINARY_CLOUD_NAME', {
  description: 'The Cloudinary cloud name that stores bills and placement documents',
});
export const cloudinaryApiKey = defineString('CLOUDINARY_API_KEY', {
  description: 'The Cloudinary API key (its secret is the CLOUDINARY_API_SECRET secret)',
});

/** Read when an upload callable runs (params have no value at deploy-time import). */
export function cloudinaryCredentials(): CloudinaryCredentials {
  const credentials = {
    cloudName: cloudinaryCloudName.value().trim(),
    apiKey: cloudinaryApiKey.value().trim(),
    apiSecret: cloudinaryApiSecret.value().trim(),
  };
  const missing = Object.entries(credentials).filter(([, value]) => value === '');
  if (missing.length > 0) {
    throw new Error(`Uploads need ${missing.map(([name]) => name).join(', ')} (see docs/deploy.md).`);
  }
  return credentials;
}
