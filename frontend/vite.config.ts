import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The API server `just dev` runs beside Vite.
const apiServer = process.env.HAAT_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // Lingui's plugin compiles each message catalogue as it is imported (`…/locales/hi.json?lingui`),
  // so the app carries compiled messages and no message parser (ADR 0019).
  plugins: [react(), tailwindcss(), lingui({ failOnCompileError: true })],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
      '/healthz': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    assetsDir: 'assets',
    // Which files each source module became, for scripts/prerender.mjs to name a prerendered
    // page's own chunks. It stays in dist/.vite, which the server never serves.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, React DOM and React Router in one file, which every page loads first and which
          // changes only with their versions. Left to itself, Rolldown splits them over several
          // small shared files, and each costs the first visit its own request and gzip overhead.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
