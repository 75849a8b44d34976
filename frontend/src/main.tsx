import { StrictMode } from 'react';
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

const { router, rendered } = await createAppRouter();
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);
// A page rendered on the server is hydrated; the shell (signed-in and admin pages) is rendered anew.
if (rendered) hydrateRoot(container, app);
else createRoot(container).render(app);
