// A page's head tags in the HTML sent (decision 126): while a page renders on the server, its
// PageMeta records what it wants in the head here, and the renderer writes those tags into the
// template's head. In the browser there is no collector and PageMeta keeps document.head itself.
import { BUSINESS } from '../../../../shared/business';
import { pageTitle } from '../../config/site';
import { absoluteUrl } from '../../lib/absolute-url';
import type { HeadCollector, PageHead } from './head-collector';

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The og:* values a page's head carries (shared with PageMeta's effect in the browser). */
export function openGraph(head: PageHead): Record<string, string> {
  return {
    'og:title': head.title ?? BUSINESS.name,
    'og:description': head.description,
    'og:url': absoluteUrl(head.path),
    'og:type': head.type,
    'og:site_name': BUSINESS.name,
    'og:locale': 'en_GB',
  };
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>\s*/;

/** The template with the page's own title and description in place of the site's, and for a content page its canonical, Open Graph and robots tags. */
export function withPageHead(template: string, collected: HeadCollector['head']): string {
  if (!collected) return template;
  if (!template.includes('</head>')) throw new Error('The page template has no </head>');
  const tags = [`<title>${escapeHtml(pageTitle(collected.title))}</title>`];
  if (collected.description) tags.push(`<meta name="description" content="${escapeHtml(collected.description)}" />`);
  if ('path' in collected) {
    tags.push(collected.noindex ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${escapeHtml(absoluteUrl(collected.path))}" />`);
    for (const [property, content] of Object.entries(openGraph(collected))) tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  }
  const rest = collected.description ? template.replace(TITLE, '').replace(DESCRIPTION, '') : template.replace(TITLE, '');
  return rest.replace('</head>', () => `${tags.join('')}</head>`);
}
