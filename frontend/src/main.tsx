import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/index';
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

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
