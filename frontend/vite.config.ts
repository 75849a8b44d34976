// Builds the single-page app, then prerenders its public pages (the plugin below). The local server
// mounts Vite in middleware mode, so no proxy is needed.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { loadAppAfterPaint } from './vite-plugins/load-app-after-paint';

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** Node build of src/entry-server.tsx, beside dist/ (never uploaded), with the untouched page template. */
const SERVER_BUILD_DIR = 'dist-server';

/**
 * After the browser build: builds src/entry-server.tsx for Node, writes every static public page to
 * dist/pages/ and the shell into dist/index.html (docs/decisions/020-public-pages-in-the-html.md).
 */
function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'device-drs-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr || !config.configFile) return;
      const distDir = path.resolve(config.root, config.build.outDir);
      const serverDir = path.resolve(config.root, SERVER_BUILD_DIR);
      await build({
        configFile: config.configFile,
        logLevel: 'warn',
        // Self-contained: the render function gets this folder as a layer, with no node_modules.
        ssr: { noExternal: true },
        build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
      });
      await writeFile(path.join(serverDir, 'package.json'), '{ "type": "module" }\n');
      const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
      await writeFile(path.join(serverDir, 'template.html'), template);
      const entry = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as typeof import('./src/entry-server');
      const noData = () => Promise.reject(new Error('A prerendered page asked for data: register it with data: true'));
      for (const page of entry.prerenderedPages) {
        const result = await entry.renderPage(`http://localhost${page.url}`, template, noData);
        if (result.kind !== 'html' || result.status !== 200) throw new Error(`Prerendering ${page.path} gave ${result.kind} ${result.status}`);
        const file = path.join(distDir, page.file);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, result.html);
      }
      await writeFile(path.join(distDir, 'index.html'), await entry.renderShell(template));
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), loadAppAfterPaint(), prerender()],
  resolve: {
    // React Router's package exports only its development build to bundlers (its dev warnings stay
    // in); the production build beside it is the same code with them switched off.
    alias: [
      { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
    ],
  },
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
