import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/index';
import { createAppRouter } from './app/router';
import { enforceDarkTheme } from './lib/theme';
import './styles/index.css';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

enforceDarkTheme(safeLocalStorage(), document.documentElement);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// No top-level await: it would make the bundler split the entry's shared modules into many chunks.
void createAppRouter().then(({ router, rendered }) => {
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // A page rendered on the server is hydrated; the shell (signed-in and admin pages) is rendered anew.
  // In a transition, hydration yields to the browser every few milliseconds instead of one long task.
  if (rendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
});
