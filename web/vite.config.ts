import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@domain', replacement: fileURLToPath(new URL('../functions/src/domain', import.meta.url)) },
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zodWithoutEval.ts', import.meta.url)) },
    ],
  },
  // Maps stay on the build machine for reading stack traces; firebase.json keeps them off Hosting.
  build: { manifest: true, sourcemap: 'hidden', target: 'es2022' },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
});
