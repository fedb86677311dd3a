import { z } from 'zod';

const envSchema = z.object({
  FUNCTIONS_EMULATOR: z.string().optional(),
  /** `local` keeps data in a file tree (the local stack); `rtdb` uses the Realtime Database. */
  FIELD_TRACKER_STORE: z.enum(['local', 'rtdb']).optional(),
  /** Folder of the local Store; required when the Store is local. */
  FIELD_TRACKER_DATA_DIR: z.string().min(1).optional(),
});

export interface FunctionsEnv {
  store: { kind: 'local'; dataDir: string } | { kind: 'rtdb' };
}

/** Reads the environment once, naming what is missing rather than failing later and vaguely. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): FunctionsEnv {
  const env = envSchema.parse(source);
  const kind = env.FIELD_TRACKER_STORE ?? (env.FUNCTIONS_EMULATOR === 'true' ? 'local' : 'rtdb');
  if (kind === 'rtdb') return { store: { kind } };
  if (!env.FIELD_TRACKER_DATA_DIR) {
    throw new Error('FIELD_TRACKER_DATA_DIR must be set when the local Store is used (npm start sets it).');
  }
  return { store: { kind, dataDir: env.FIELD_TRACKER_DATA_DIR } };
}
