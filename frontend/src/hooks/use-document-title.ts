import { useEffect } from 'react';
import { pageTitle } from '../config/site';

/** Sets the tab title for the page on screen (page hits record it too). */
export function useDocumentTitle(name?: string): void {
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
}
