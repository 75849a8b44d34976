// The app's script starts loading only after the browser has painted the page's HTML
// (docs/decisions/019-app-loads-after-the-first-paint.md). Vite writes the entry as a module script
// that the browser fetches and runs while it parses, before the first frame; on a slow phone that
// delays the first paint of a prerendered page by the app's download and parse. A tiny classic
// script (allowed by the `script-src 'self'` policy, unlike an inline one) adds the entry after the
// first frame instead. Chunks stay as they were, so the first-load budget measures the same files.
import type { Plugin, ResolvedConfig } from 'vite';

/** Served from the site's root beside the hashed assets; a few hundred bytes, cached briefly. */
export const LOADER_FILE = 'load-app.js';

const LOADER_SOURCE = `// Adds the app's module script (its URL in data-app) once the page's HTML has been painted.
(function () {
  var app = document.currentScript && document.currentScript.getAttribute('data-app');
  if (!app) return;
  function load() {
    var script = document.createElement('script');
    script.type = 'module';
    script.src = app;
    document.head.appendChild(script);
  }
  // A hidden tab paints nothing (and runs no animation frames): load at once.
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(function () { setTimeout(load, 0); });
})();
`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

export function loadAppAfterPaint(): Plugin {
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
