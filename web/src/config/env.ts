import { z } from 'zod';

const envSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().min(1),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1),
  VITE_FIREBASE_APP_ID: z.string().min(1),
  VITE_USE_EMULATORS: z.enum(['true', 'false']).default('false'),
  VITE_AUTH_EMULATOR_URL: z.url().default('http://127.0.0.1:9099'),
  VITE_FUNCTIONS_EMULATOR_HOST: z.string().default('127.0.0.1'),
  VITE_FUNCTIONS_EMULATOR_PORT: z.coerce.number().int().default(5001),
  /** Where images are posted: Cloudinary's API, or the local image host on the local stack. */
  VITE_IMAGE_HOST_URL: z.url().default('https://api.cloudinary.com'),
  /**
   * The map tiles behind the place page's map (a {z}/{x}/{y} template) and the attribution their
   * licence asks for: OpenStreetMap's by default; the local stack serves its own stand-in.
   */
  VITE_MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  VITE_MAP_ATTRIBUTION: z
    .string()
    .min(1)
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  /** The organisation's name, printed on statements. */
  VITE_ORG_NAME: z.string().min(1).default('Field Tracker'),
});

export type WebEnv = z.infer<typeof envSchema>;

/** Checked at start-up so that a missing setting is named instead of failing later. */
export function readEnv(source: Record<string, unknown> = import.meta.env): WebEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const missing = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`The web app is missing or has invalid settings: ${missing}. See docs/deploy.md.`);
  }
  return parsed.data;
}

const mapTilesSchema = envSchema.pick({ VITE_MAP_TILE_URL: true, VITE_MAP_ATTRIBUTION: true });

/** The place page's map tiles alone (their defaults stand whatever else is set). */
export function readMapTiles(source: Record<string, unknown> = import.meta.env): {
  url: string;
  attribution: string;
} {
  const { VITE_MAP_TILE_URL, VITE_MAP_ATTRIBUTION } = mapTilesSchema.parse(source);
  return { url: VITE_MAP_TILE_URL, attribution: VITE_MAP_ATTRIBUTION };
}
