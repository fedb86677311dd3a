import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallableRequest } from 'firebase-functions/v2/https';
import type { Role } from '../../src/domain/roles.js';

/** Points the services at a fresh local Store; call before the first callable runs in a file. */
export function useTempLocalStore(): string {
  const dir = mkdtempSync(join(tmpdir(), 'field-tracker-test-'));
  process.env.FIELD_TRACKER_STORE = 'local';
  process.env.FIELD_TRACKER_DATA_DIR = dir;
  return dir;
}

export interface FakeCaller {
  uid: string;
  email?: string;
  roles?: Role[];
  /** As Firebase Auth says; true unless a test says otherwise. */
  emailVerified?: boolean;
  /** When the token's session signed in, in epoch seconds; now unless a test says otherwise. */
  authTime?: number;
}

/** A callable request as firebase-functions hands it to the handler (`.run` skips the HTTP layer). */
export function callRequest(data: unknown, caller?: FakeCaller): CallableRequest {
  return {
    data,
    acceptsStreaming: false,
    rawRequest: {} as never,
    ...(caller && {
      auth: {
        uid: caller.uid,
        token: {
          email: caller.email,
          email_verified: caller.emailVerified ?? true,
          auth_time: caller.authTime ?? Math.floor(Date.now() / 1000),
          roles: caller.roles ?? [],
        } as never,
        rawToken: 'test-token',
      },
    }),
  };
}
