// Builds the single-page app, loads it after the first paint and prerenders its public pages (the
// plugins below). The local server mounts Vite in middleware mode, so no proxy is needed.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, runnerImport, type Plugin, type ResolvedConfig } from 'vite';

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** The module the app gets for 'react-router': the router with a Link that does not prefetch (decision 027). */
const ROUTER_WITH_LEAN_LINK = fileURLToPath(new URL('./src/lib/react-router-link.tsx', import.meta.url));

/**
 * Points the app's imports of react-router (already aliased to its production build) at
 * src/lib/react-router-link.tsx, which re-exports the router with its own Link; that module alone
 * imports the router itself. React Router's Link carries framework mode's prefetching, which a data
 * router never runs (docs/decisions/027-first-load-at-110-kb.md).
 */
function routerWithLeanLink(): Plugin {
  return {
    name: 'device-drs-router-with-lean-link',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== reactRouterBuild('index.mjs') || !importer || path.resolve(importer) === ROUTER_WITH_LEAN_LINK) return null;
      return ROUTER_WITH_LEAN_LINK;
    },
  };
}

/** React Router's bundled code: its index and the chunks it splits into. */
const REACT_ROUTER_CHUNK = /react-router[\\/]dist[\\/]production[\\/]chunk-[A-Z0-9]+\.mjs$/;
const FORWARD_REF_COMPONENT = /^var (\w+) = (React\d*)\.forwardRef\(/gm;

/**
 * Marks React Router's forwardRef components (Link, NavLink, Form) as pure and drops their
 * displayName, so the bundler leaves out the ones the app never renders: a top-level call and a
 * property write otherwise count as side effects and keep them, with all they use, in the entry
 * chunk. With the lean Link above: 2.6 kB gzip off every page's first load (decision 027).
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'device-drs-react-router-tree-shaking',
    transform(code, id) {
      if (!REACT_ROUTER_CHUNK.test(id) || !code.includes('var Link = ')) return null;
      const names: string[] = [];
      let out = code.replace(FORWARD_REF_COMPONENT, (_match, name: string, react: string) => {
        names.push(name);
        return `var ${name} = /* @__PURE__ */ ${react}.forwardRef(`;
      });
      // Fails the build loudly if a new React Router writes these differently.
      if (!names.includes('Link')) throw new Error(`${id}: React Router's Link is no longer a top-level forwardRef`);
      for (const name of names) out = out.replace(new RegExp(`^${name}\\.displayName = "[^"]*";$`, 'm'), '');
      return { code: out, map: null };
    },
  };
}

/** The module Vite's build wraps every dynamic import in: `__vitePreload(() => import(chunk), deps)`. */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite's preload helper, without what this build never uses. With `modulePreload: false` the only
 * dependencies it is handed are a lazy chunk's stylesheets (the admin API reference's), which it adds
 * once and waits for, as Vite's own does; the rest of Vite's helper (modulepreload links, a CSP nonce,
 * the 'vite:preloadError' event, which nothing here listens to, so the error reached the caller
 * anyway) was about 0.6 kB gzip in every page's entry (docs/decisions/367-a-leaner-entry.md).
 */
function leanPreloadHelper(): Plugin {
  let base = '/';
  return {
    name: 'device-drs-lean-preload-helper',
    enforce: 'pre',
    configResolved(resolved) {
      base = resolved.base;
      if (resolved.build.modulePreload !== false) throw new Error('The lean preload helper expects build.modulePreload: false');
    },
    load(id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      return `const loading = {};
const loaded = (href) => [...document.querySelectorAll('link[rel=stylesheet]')].some((link) => link.href === href);
function addStylesheet(dep) {
  const href = new URL(${JSON.stringify(base)} + dep, document.baseURI).href;
  return (loading[href] ??= loaded(href) ? undefined : new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = resolve;
    link.onerror = () => reject(new Error('Unable to preload CSS for ' + href));
    document.head.appendChild(link);
  }));
}
export const __vitePreload = (load, deps) => (deps && deps.length > 0 ? Promise.all(deps.map(addStylesheet)).then(load) : load());
`;
    },
  };
}

/** Node build of src/entry-server.tsx, beside dist/ (never uploaded), with the untouched page template. */
const SERVER_BUILD_DIR = 'dist-server';

/**
 * After the browser build: builds src/entry-server.tsx for Node, writes every static public page to
 * dist/pages/ and the shell into dist/index.html (docs/decisions/020-public-pages-in-the-html.md), and
 * each signed-in page's copy of the shell into dist/shells/ (decision 204).
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
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
          rolldownOptions: {
            // The browser's lazy modules (the user cache, the query client) are imported both ways here,
            // where one render function runs in Node and how it is split does not matter; the browser's
            // build keeps each in a chunk of its own, and the first-load budget check fails if they join the entry.
            onwarn(warning, warn) {
              if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
            },
          },
        },
      });
      await writeFile(path.join(serverDir, 'package.json'), '{ "type": "module" }\n');
      const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
      await writeFile(path.join(serverDir, 'template.html'), template);
      const entry = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as typeof import('./src/entry-server');
      /** Writes a page's HTML to its site-relative file under dist/. */
      const writeBuilt = async (siteFile: string, html: string) => {
        const file = path.join(distDir, siteFile);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, html);
      };
      const noData = () => Promise.reject(new Error('A prerendered page asked for data: register it with data: true'));
      for (const page of entry.prerenderedPages) {
        const result = await entry.renderPage(`http://localhost${page.url}`, template, noData);
        if (result.kind !== 'html' || result.status !== 200) throw new Error(`Prerendering ${page.path} gave ${result.kind} ${result.status}`);
        await writeBuilt(page.file, result.html);
      }
      const shell = await entry.renderShell(template);
      await writeFile(path.join(distDir, 'index.html'), shell);
      // Each signed-in page's shell draws its frame and names the chunks it needs (decision 204).
      const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Parameters<typeof entry.signedInShellHtml>[1];
      for (const page of entry.signedInShells) {
        await writeBuilt(page.file, entry.signedInShellHtml(await entry.renderSignedInShell(template, page), manifest, page));
      }
    },
  };
}

/**
 * Writes the OpenAPI description generated from the route manifest to dist/api/openapi.json, the
 * address CloudFront and the local server answer it at (decision 270); in --dev mode Vite serves it
 * as the manifest was when the server started. The generator is loaded through Vite's module runner, so this
 * config's own imports stay the plugins'.
 */
function openApiDocumentFile(): Plugin {
  const generator = fileURLToPath(new URL('../shared/api/openapi-document.ts', import.meta.url));
  let loaded: Promise<typeof import('../shared/api/openapi-document')> | undefined;
  const load = () =>
    (loaded ??= runnerImport<typeof import('../shared/api/openapi-document')>(generator, { configFile: false, logLevel: 'warn' }).then(
      (result) => result.module,
    ));
  const generate = async () => {
    const { openApiDocument } = await load();
    const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    return JSON.stringify(openApiDocument(version));
  };
  return {
    name: 'device-drs-openapi-document',
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      const { OPENAPI_DOCUMENT_PATH } = await load();
      this.emitFile({ type: 'asset', fileName: OPENAPI_DOCUMENT_PATH.slice(1), source: await generate() });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        load()
          .then(async ({ OPENAPI_DOCUMENT_PATH }) => {
            if (req.url !== OPENAPI_DOCUMENT_PATH) return next();
            const json = await generate();
            res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
            res.end(json);
          })
          .catch(next);
      });
    },
  };
}

// The app's script starts loading only after the browser has painted the page's HTML
// (docs/decisions/019-app-loads-after-the-first-paint.md). Vite writes the entry as a module script
// that the browser fetches and runs while it parses, before the first frame; on a slow phone that
// delays the first paint of a prerendered page by the app's download and parse. A tiny classic
// script (allowed by the `script-src 'self'` policy, unlike an inline one) adds the entry after the
// first frame instead. Chunks stay as they were, so the first-load budget measures the same files.
/** Served from the site's root beside the hashed assets; a few hundred bytes, cached briefly. */
const LOADER_FILE = 'load-app.js';

const LOADER_SOURCE = `// Adds the app's module script (its URL in data-app) once the page's HTML has been painted, and
// holds the last button press or form submission made before React has taken the page over, to replay
// it then: on a slow phone an early tap on a prerendered button would otherwise be lost (decision 208).
(function () {
  var app = document.currentScript && document.currentScript.getAttribute('data-app');
  if (!app) return;
  var started = false;
  // React marks every element it has taken over with a __reactProps$ key; until then a server-drawn
  // button or form does nothing. The last such press is held and replayed once React owns it.
  var held = null;
  function owned(element) {
    for (var key in element) if (key.indexOf('__reactProps$') === 0) return true;
    return false;
  }
  // React may draw a held button again as a new element (a signed-in page's header replaces the
  // prerendered visitor's one): the one button of the page with the same label is the same control.
  function redrawn(element) {
    var label = element.getAttribute('aria-label');
    if (!label || element.form) return null;
    var same = document.querySelectorAll('button[aria-label="' + CSS.escape(label) + '"]');
    return same.length === 1 ? same[0] : null;
  }
  function replay(tries) {
    var last = held;
    if (!last) return;
    if (!last.element.isConnected && !last.form) last.element = redrawn(last.element) || last.element;
    if (!last.element.isConnected || tries > 200) return void (held = null);
    if (!owned(last.element)) return setTimeout(function () { replay(tries + 1); }, 50);
    held = null;
    if (last.form) last.form.requestSubmit(last.submitter && last.submitter.isConnected ? last.submitter : undefined);
    else last.element.click();
  }
  function hold(event) {
    var target = event.target;
    var element = event.type === 'submit' ? target : target && target.closest ? target.closest('button') : null;
    if (!element || element.disabled || owned(element)) return;
    var waiting = held !== null;
    held = event.type === 'submit' ? { element: element, form: element, submitter: event.submitter || null } : { element: element };
    event.preventDefault();
    event.stopPropagation();
    if (!waiting) replay(0);
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  // A signed-in page's shell lists the chunks it needs (decision 204): preloaded with the app rather
  // than found one import level at a time, not before the first paint, and four links a task,
  // since adding each starts its request (80 at once were a long task, eight a task still 60-100 ms under the 4x slowdown; decision 213).
  var preload = (document.currentScript.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function addPreload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  function addPreloads(from) {
    for (var i = from; i < preload.length && i < from + 4; i++) addPreload(preload[i]);
    if (i < preload.length) setTimeout(function () { addPreloads(i); }, 0);
  }
  // A drawing the page makes before the app, with nothing of React (the customer card's QR code,
  // decision 228): its module's imports preloaded, then the module, and the app only once it has
  // drawn (its \`ready\`), so the page's largest paint does not share the network with the app's
  // chunks; a second at most.
  var early = (document.currentScript.getAttribute('data-early') || '').split(' ').filter(Boolean);
  function loadEarly(then) {
    for (var e = 0; e < early.length - 1; e++) addPreload(early[e]);
    var done = false;
    function next() {
      if (done) return;
      done = true;
      then();
    }
    setTimeout(next, 1000);
    // The app draws the same without it; a failure here is not the page's.
    import(early[early.length - 1]).then(function (module) { return module.ready; }).then(next, next);
  }
  function load() {
    if (started) return;
    started = true;
    if (early.length > 0) loadEarly(loadApp);
    else loadApp();
  }
  function loadApp() {
    var script = document.createElement('script');
    script.type = 'module';
    script.src = app;
    document.head.appendChild(script);
    addPreloads(0);
  }
  // A hidden tab paints nothing (and runs no animation frames): load at once, or when it is hidden.
  if (document.visibilityState === 'hidden') return load();
  document.addEventListener('visibilitychange', function () { if (document.visibilityState === 'hidden') load(); });
  // After the first contentful paint has been presented, not merely after the first animation frame:
  // the frame may reach the screen much later (a busy phone, headless Chromium), and the app's
  // download and parse would then come before the page's first paint again (decision 202).
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf('paint') === -1) return requestAnimationFrame(function () { setTimeout(load, 0); });
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
})();
`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

function loadAppAfterPaint(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'device-drs-load-app-after-paint',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After Vite has written index.html with its stylesheet links, which need the entry's script
    // tag in place to be added.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (config.build.ssr) return;
        const page = bundle['index.html'];
        if (page?.type !== 'asset' || typeof page.source !== 'string') throw new Error(`${LOADER_FILE}: no index.html in the build`);
        const match = ENTRY_SCRIPT.exec(page.source);
        if (!match) throw new Error(`${LOADER_FILE}: no entry module script in index.html`);
        page.source = page.source.replace(match[0], `<script defer src="/${LOADER_FILE}" data-app="${match[1]}"></script>`);
        this.emitFile({ type: 'asset', fileName: LOADER_FILE, source: LOADER_SOURCE });
      },
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [routerWithLeanLink(), reactRouterTreeShaking(), leanPreloadHelper(), react(), tailwindcss(), loadAppAfterPaint(), prerender(), openApiDocumentFile()],
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
    // React, react-dom, the router and the icons' base in one chunk beside the app's own entry: every
    // page needs them, they change only with a dependency update (so a deploy leaves them cached), and
    // one file compresses better than the few small ones the bundler otherwise splits them into
    // (0.6 kB gzip less first load; docs/decisions/027-first-load-at-110-kb.md).
    rolldownOptions: {
      output: {
        // Seven hash characters, not eight (the fewest the bundler allows for this many chunks): the
        // entry names every page's chunk, so each character is paid about 150 times on every first load
        // (random characters do not compress); 42 bits still tell a chunk's versions apart.
        chunkFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // The small modules every page's entry imports (paths, the public page list, cn) in one chunk
            // rather than three: each file pays its own gzip header and dictionary.
            { name: 'app-base', test: /src[\\/](config[\\/]public-paths|app[\\/]public-pages|utils[\\/]cn)\.tsx?$/ },
            // The QR drawing the customer card's loader imports before the app (decision 228): a chunk of
            // its own, or the bundler puts it in a chunk that imports React.
            { name: 'qr-drawing', test: /src[\\/](components[\\/]repairs[\\/]qr-drawing|features[\\/]customer-card[\\/]card-qr)\.ts$/ },
            { name: 'radix', test: /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es|tslib)[\\/]/ },
          ],
        },
      },
    },
  },
});
