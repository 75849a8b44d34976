import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/index';
import { createAppRouter } from './app/router';
import { nextTask } from './lib/next-task';
import { enforceDarkTheme } from './lib/theme';
import './styles/index.css';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Started in steps, each in a task of its own (decision 200): the modules' evaluation (this task),
// the stored theme, building and matching the routes and loading the page's module, opening session
// storage, the router, then hydration, which React splits further. In one task they blocked the
// main thread for 60-130 ms under Lighthouse's 4x CPU slowdown. No top-level await: it would make
// the bundler split the entry's shared modules into many chunks.
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  // The HTML is dark already; the stored preference is rewritten here, apart, because the first
  // read of local storage waits for the browser to open it.
  enforceDarkTheme(safeLocalStorage(), document.documentElement);
  await nextTask();
  const { router, rendered } = await createAppRouter();
  await nextTask();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // A page rendered on the server is hydrated; the shell (signed-in and admin pages) is rendered anew.
  // Both in a transition, so React yields to the browser every few milliseconds instead of one long
  // task; the shell's frame stays on screen until the render is done (decision 213).
  if (rendered) startTransition(() => void hydrateRoot(root, app));
  else {
    const created = createRoot(root);
    startTransition(() => created.render(app));
  }
}

void start(container);
