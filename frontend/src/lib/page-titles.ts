// Which title the page at a path has set (useDocumentTitle announces it). A page hit waits for the
// title of the page it records: a lazily loaded page, or one that names itself after its data, sets
// its title later than the route change, and until then document.title is the previous page's.

type Listener = () => void;

let latest: { path: string; title: string } | null = null;
const listeners = new Set<Listener>();

/**
 * Shows `title` in the tab and announces it as the title of the page on screen, whose hit waits for
 * it. Every way a page names itself goes through here (useDocumentTitle, PageMeta): a page that only
 * set document.title had its hit held back the full wait, and lost when the visitor left sooner.
 */
export function showPageTitle(title: string): void {
  document.title = title;
  announcePageTitle(window.location.pathname, title);
}

export function announcePageTitle(path: string, title: string): void {
  latest = { path, title };
  for (const listener of [...listeners]) listener();
}

/**
 * The title the page at `path` sets: at once when it already has, else when it does; null when it has
 * not within `timeoutMs` (a page that never names itself), or when `signal` aborts first.
 */
export function titleOfPage(path: string, timeoutMs: number, signal?: AbortSignal): Promise<string | null> {
  return new Promise((resolve) => {
    const finish = (title: string | null) => {
      listeners.delete(check);
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      resolve(title);
    };
    const check = () => {
      if (latest?.path === path) finish(latest.title);
    };
    const abort = () => finish(null);
    const timer = setTimeout(() => finish(null), timeoutMs);
    listeners.add(check);
    signal?.addEventListener('abort', abort);
    check();
  });
}
