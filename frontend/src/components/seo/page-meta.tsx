// A public page's head: title, meta description, canonical link, Open Graph tags and robots, written
// into the HTML when the page renders on the server (./page-head.ts) and kept in document.head while
// the page shows; and its JSON-LD, rendered with the page so it is in the HTML.
import { useContext, useEffect } from 'react';
import { pageTitle, SITE_DESCRIPTION } from '../../config/site';
import { absoluteUrl } from '../../lib/absolute-url';
import { showPageTitle } from '../../lib/page-titles';
import { HeadCollectorContext } from './head-collector';
import { openGraph } from './page-head';

export interface PageMetaProps {
  /** The page's own name; the site name is added. */
  title?: string;
  description: string;
  /** The page's path, for the canonical link and og:url. */
  path: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Structured data objects (schema.org), written as one @graph. */
  jsonLd?: readonly object[];
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(href: string | null): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === null) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

const OG_KEYS = ['og:title', 'og:description', 'og:url', 'og:type', 'og:site_name', 'og:locale'] as const;

/** JSON inside <script>: no "<" may end the element early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function PageMeta({ title, description, path, type = 'website', noindex = false, jsonLd }: PageMetaProps) {
  const collector = useContext(HeadCollectorContext);
  if (collector) collector.head = { ...(title === undefined ? {} : { title }), description, path, type, noindex };
  useEffect(() => {
    const url = absoluteUrl(path);
    showPageTitle(pageTitle(title));
    setMeta('name', 'description', description);
    setCanonical(noindex ? null : url);
    const og = openGraph({ ...(title === undefined ? {} : { title }), description, path, type, noindex });
    for (const key of OG_KEYS) setMeta('property', key, og[key] ?? null);
    setMeta('name', 'robots', noindex ? 'noindex' : null);
    return () => {
      setMeta('name', 'description', SITE_DESCRIPTION);
      setCanonical(null);
      for (const key of OG_KEYS) setMeta('property', key, null);
      setMeta('name', 'robots', null);
    };
  }, [title, description, path, type, noindex]);
  if (!jsonLd?.length) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript({ '@context': 'https://schema.org', '@graph': jsonLd }) }} />;
}
