import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

const complete = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'example.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'example',
  VITE_FIREBASE_APP_ID: 'app',
};

describe('readEnv', () => {
  it('accepts a complete production configuration, emulators off by default', () => {
    expect(readEnv(complete)).toMatchObject({
      VITE_FIREBASE_PROJECT_ID: 'example',
      VITE_USE_EMULATORS: 'false',
    });
  });

  it('names every missing setting', () => {
    expect(() => readEnv({ VITE_FIREBASE_API_KEY: 'key' })).toThrow(
      /VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID/,
    );
  });
});
