import { z } from 'zod';
import { defineSecret } from 'firebase-functions/params';

const envSchema = z.object({
  FUNCTIONS_EMULATOR: z.string().optional(),
  /** `local` keeps data in a file tree (the local stack); `rtdb` uses the Realtime Database. */
  FIELD_TRACKER_STORE: z.enum(['local', 'rtdb']).optional(),
  /** Folder of the local Store; required when the Store is local. */
  FIELD_TRACKER_DATA_DIR: z.string().min(1).optional(),
  /** The spreadsheet that receives visit rows (set in functions/.env.<project>); unset disables the sheet. */
  SHEET_ID: z.string().trim().optional(),
  /** The service-account key (JSON) for the sheet, mounted from the secret of the same name. */
  SHEETS_SERVICE_ACCOUNT: z.string().trim().optional(),
  /** `true` binds the SHEETS_SERVICE_ACCOUNT secret; otherwise the runtime service account appends. */
  SHEETS_KEY_FROM_SECRET: z.enum(['true', 'false']).optional(),
  /**
   * Where the Sheets API lives when it is a stand-in (the local stack's, a test's fake): set, the adapter
   * sends a fixed token there instead of Google credentials.
   */
  FIELD_TRACKER_SHEETS_ROOT_URL: z.url().optional(),
});

/** Optional: a service-account key for the sheet, `firebase functions:secrets:set SHEETS_SERVICE_ACCOUNT`. */
export const sheetsServiceAccountSecret = defineSecret('SHEETS_SERVICE_ACCOUNT');

/**
 * The secrets the appending functions bind. None by default: they append as the function's own
 * runtime service account (application-default credentials), so no key has to exist. A project that
 * wants a key sets SHEETS_KEY_FROM_SECRET=true in functions/.env.<project>; the deploy reads that file
 * while it loads the functions, so only then does it ask for the secret.
 */
export function sheetSecrets(source: NodeJS.ProcessEnv = process.env): (typeof sheetsServiceAccountSecret)[] {
  return source.SHEETS_KEY_FROM_SECRET === 'true' ? [sheetsServiceAccountSecret] : [];
}

const serviceAccountKeySchema = z.looseObject({
  client_email: z.string().min(1),
  private_key: z.string().min(1),
});
export type ServiceAccountKey = z.infer<typeof serviceAccountKeySchema>;

export type SheetConfig =
  | { kind: 'disabled' }
  /** The sheet is wanted but its settings are broken: appends fail with `reason` and are retried. */
  | { kind: 'misconfigured'; reason: string }
  | { kind: 'google'; spreadsheetId: string; serviceAccount?: ServiceAccountKey; rootUrl?: string };

export interface FunctionsEnv {
  store: { kind: 'local'; dataDir: string } | { kind: 'rtdb' };
  sheet: SheetConfig;
}

/** Reads the environment once, naming what is missing rather than failing later and vaguely. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): FunctionsEnv {
  const env = envSchema.parse(source);
  const kind = env.FIELD_TRACKER_STORE ?? (env.FUNCTIONS_EMULATOR === 'true' ? 'local' : 'rtdb');
  const sheet = sheetConfig(env);
  if (kind === 'rtdb') return { store: { kind }, sheet };
  if (!env.FIELD_TRACKER_DATA_DIR) {
    throw new Error('FIELD_TRACKER_DATA_DIR must be set when the local Store is used (npm start sets it).');
  }
  return { store: { kind, dataDir: env.FIELD_TRACKER_DATA_DIR }, sheet };
}

/** A broken sheet setting must not stop visits from being stored, so it is reported, not thrown. */
function sheetConfig(env: z.infer<typeof envSchema>): SheetConfig {
  if (!env.SHEET_ID) return { kind: 'disabled' };
  const rootUrl = env.FIELD_TRACKER_SHEETS_ROOT_URL;
  const base = { kind: 'google' as const, spreadsheetId: env.SHEET_ID, ...(rootUrl ? { rootUrl } : {}) };
  if (!env.SHEETS_SERVICE_ACCOUNT) return base;
  let json: unknown;
  try {
    json = JSON.parse(env.SHEETS_SERVICE_ACCOUNT);
  } catch {
    return {
      kind: 'misconfigured',
      reason: 'SHEETS_SERVICE_ACCOUNT is not valid JSON (expected a service-account key).',
    };
  }
  const key = serviceAccountKeySchema.safeParse(json);
  if (!key.success) {
    return {
      kind: 'misconfigured',
      reason: 'SHEETS_SERVICE_ACCOUNT lacks client_email or private_key (expected a service-account key).',
    };
  }
  return { ...base, serviceAccount: key.data };
}
