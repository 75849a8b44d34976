import { useContext, useEffect } from 'react';
import { HeadCollectorContext } from '../components/seo/head-collector';
import { pageTitle } from '../config/site';
import { showPageTitle } from '../lib/page-titles';

/**
 * Sets the tab title for the page on screen; the page hit of this path waits for it. Rendered on the
 * server, the title (and the description, when given) go into the HTML's head (decision 126).
 */
export function useDocumentTitle(name?: string, description?: string): void {
  const collector = useContext(HeadCollectorContext);
  if (collector) collector.head = { ...(name === undefined ? {} : { title: name }), ...(description ? { description } : {}) };
  useEffect(() => {
    showPageTitle(pageTitle(name));
  }, [name]);
}
