import { portsAt } from './ports.js';

/**
 * What the web app's emulator build is given beside web/.env.emulator for a stack on moved ports: the
 * moved emulators and stand-ins (nothing for the usual stack, whose ports the file names).
 */
export function webBuildEnv(offset: number): Record<string, string> {
  if (offset === 0) return {};
  const { auth, functions, imageHost, tileHost } = portsAt(offset);
  return {
    VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${String(auth.port)}`,
    VITE_FUNCTIONS_EMULATOR_PORT: String(functions.port),
    VITE_IMAGE_HOST_URL: `http://127.0.0.1:${String(imageHost.port)}`,
    VITE_MAP_TILE_URL: `http://127.0.0.1:${String(tileHost.port)}/{z}/{x}/{y}.svg`,
  };
}
