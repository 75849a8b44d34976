// Where a page's head tags wait while it renders on the server (decision 126): PageMeta and
// useDocumentTitle write here, and the renderer (./page-head.ts) puts them into the template's head.
// Apart from page-head.ts, so a page that only sets its title does not load the Open Graph and
// structured-data code in the browser (docs/decisions/027-first-load-at-110-kb.md).
import { createContext } from 'react';

export interface PageHead {
  title?: string;
  description: string;
  path: string;
  type: 'website' | 'article';
  noindex: boolean;
}

/**
 * What one server render collected: a content page's whole head (PageMeta), or a page's title and
 * perhaps its description (useDocumentTitle). The last one rendered wins: the page's own.
 */
export interface HeadCollector {
  head?: PageHead | { title?: string; description?: string };
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);
