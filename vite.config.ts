import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react()],
  // CLIENT_DIST lets parallel builds (e.g. several browser-suite runs) keep apart.
  build: {
    outDir: process.env.CLIENT_DIST ? path.resolve(process.env.CLIENT_DIST) : '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // tests/bench/client-chunks.bench.ts reads what each chunk holds from the manifest.
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
  server: { proxy: { '/prod-api': 'http://127.0.0.1:8080' } },
});
