import { useEffect } from 'react';
import { pageTitle } from '../config/site';
import { announcePageTitle } from '../lib/page-titles';

/** Sets the tab title for the page on screen; the page hit of this path waits for it. */
export function useDocumentTitle(name?: string): void {
  useEffect(() => {
    const title = pageTitle(name);
    document.title = title;
    announcePageTitle(window.location.pathname, title);
  }, [name]);
}
