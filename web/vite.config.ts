import { defineConfig, type Plugin } from 'vite';
import { build as bundle } from 'rolldown';
import react from '@vitejs/plugin-react';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { viteStaticCopy } from 'vite-plugin-static-copy';

const packageDir = (name: string) => dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
const tesseractVersion = (createRequire(import.meta.url)('tesseract.js/package.json') as { version: string })
  .version;
/**
 * Where the bill reader's files are served from our own origin (no CDN): tesseract.js's worker, its
 * WebAssembly core (with and without SIMD, LSTM only) and the English model. Versioned, so a new
 * tesseract.js never meets an old cached core. Fetched the first time a bill is photographed, kept by
 * the service worker's runtime cache, never precached (the landing route does not pay for them).
 */
const OCR_BASE = `/ocr/${tesseractVersion}/`;
const ocrFiles = [
  `${packageDir('tesseract.js')}/dist/worker.min.js`,
  `${packageDir('tesseract.js-core')}/tesseract-core-lstm.wasm.js`,
  `${packageDir('tesseract.js-core')}/tesseract-core-simd-lstm.wasm.js`,
  `${packageDir('@tesseract.js-data/eng')}/4.0.0_best_int/eng.traineddata.gz`,
].map((src) => ({ src, dest: OCR_BASE.slice(1, -1), rename: { stripBase: true as const } }));

/**
 * A mark the build carries on its maintenance screen (`data-build`), empty in every real build: the e2e
 * deploy test builds a second copy with one (FIELD_TRACKER_BUILD_MARK), which renames that screen's chunk
 * as a deploy that changed it does, and tells the two builds apart in the page.
 */
const BUILD_MARK = process.env.FIELD_TRACKER_BUILD_MARK ?? '';

/** Paths Firebase Hosting reserves for itself (`/__/auth/handler`, `/__/firebase/init.json`). */
const hostingReserved = /^\/__\//;

const domainDir = fileURLToPath(new URL('../functions/src/domain', import.meta.url));

/** The push handlers' own file, beside the generated worker, which imports it. */
const PUSH_WORKER = 'push-sw.js';

/**
 * Bundles src/app/pwa/pushWorker.ts into one classic script (importScripts loads no modules) and adds
 * it to the build, before vite-plugin-pwa writes the worker and precaches it with the rest.
 */
function pushWorker(): Plugin {
  return {
    name: 'field-tracker-push-worker',
    apply: 'build',
    async generateBundle() {
      const { output } = await bundle({
        input: fileURLToPath(new URL('./src/app/pwa/pushWorker.ts', import.meta.url)),
        resolve: { alias: { '@domain': domainDir } },
        write: false,
        output: { format: 'iife', minify: true },
      });
      this.emitFile({ type: 'asset', fileName: PUSH_WORKER, source: output[0].code });
    },
  };
}

/**
 * The installable app and its service worker. The worker precaches the built app (every route's
 * chunk, the lazy dialogs, the dashboards and the compression worker) and answers navigations with
 * the cached index.html. Its one runtime cache keeps the bill reader's files (OCR_BASE) once fetched;
 * callables, Auth and the image host are other origins it never answers, so they always go to the network.
 */
const pwaOptions: Partial<VitePWAOptions> = {
  // A waiting version is announced by app/pwa/UpdatePrompt and never reloads a half-filled form.
  registerType: 'prompt',
  // Registered by app/pwa/registerWorker.ts (updateViaCache 'none'; no inline script under the CSP).
  injectRegister: false,
  manifest: {
    id: '/home',
    name: 'Field Tracker',
    short_name: 'FieldTracker',
    description: 'Track field visits, activities and travel expenses of the sales and placement team.',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#0f766e',
    background_color: '#f6f7f9',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The morning reminder's push and notificationclick handlers (src/app/pwa/pushWorker.ts).
    importScripts: [PUSH_WORKER],
    // The manifest and its icons are added by the plugin itself.
    globPatterns: ['**/*.{js,css,html}'],
    globIgnores: ['ocr/**'],
    runtimeCaching: [
      {
        urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/ocr/'),
        handler: 'CacheFirst',
        options: { cacheName: 'bill-reader', expiration: { maxEntries: 8 } },
      },
    ],
    // The largest chunk (Firebase) is under 1 MB; the limit only guards against a silent miss.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [hostingReserved],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
  },
};

export default defineConfig(({ mode }) => ({
  plugins: [react(), pushWorker(), VitePWA(pwaOptions), viteStaticCopy({ targets: ocrFiles })],
  define: { __OCR_BASE__: JSON.stringify(OCR_BASE), __BUILD_MARK__: JSON.stringify(BUILD_MARK) },
  resolve: {
    alias: [
      { find: '@domain', replacement: domainDir },
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zodWithoutEval.ts', import.meta.url)) },
    ],
  },
  // Maps stay on the build machine for reading stack traces; firebase.json keeps them off Hosting. The
  // Hosting emulator serves every file of the build (it reads no `ignore`): the local stack's has none.
  build: { manifest: true, sourcemap: mode === 'emulator' ? false : 'hidden', target: 'es2022' },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
}));
