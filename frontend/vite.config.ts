// Builds the single-page app. The local server mounts Vite in middleware mode, so no proxy is needed.
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The bundle budget check reads .vite/manifest.json to find each route's initial chunks.
    manifest: true,
    target: 'es2022',
    // No preload lists for lazy chunks: with a list per route the entry grew with every page
    // (2.7 kB gzip at 55 routes) and pushed the home page past its 120 kB budget. A lazy page now
    // fetches its own imports once it arrives (docs/decisions/004-first-load-budget.md).
    modulePreload: false,
  },
});
