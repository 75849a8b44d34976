// Renders a guide's Markdown to HTML that can carry no script: raw HTML in the Markdown is shown as
// text, links and images keep only http(s), mailto, tel and same-site addresses, and every attribute
// value is escaped. Headings get ids so a guide can link to its own sections.
import { Marked, type Tokens } from 'marked';
import { slugify } from '../../shared/schemas/content/fields';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The address if it is safe to link to, else null: no javascript:, data:, vbscript: or other schemes. */
export function safeUrl(href: string, allowed: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:']): string | null {
  const trimmed = href.trim();
  if (/^\/(?!\/)/.test(trimmed) || trimmed.startsWith('#')) return trimmed;
  try {
    return allowed.includes(new URL(trimmed).protocol) ? trimmed : null;
  } catch {
    return null;
  }
}

const marked = new Marked({
  gfm: true,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(token.text);
    },
    link(token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      const href = safeUrl(token.href);
      if (!href) return text;
      const external = /^https?:/.test(href);
      const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
      return `<a href="${escapeHtml(href)}"${title}${external ? ' rel="noopener noreferrer"' : ''}>${text}</a>`;
    },
    image(token: Tokens.Image) {
      const src = safeUrl(token.href, ['https:', 'http:']);
      if (!src) return escapeHtml(token.text);
      return `<img src="${escapeHtml(src)}" alt="${escapeHtml(token.text)}" loading="lazy" decoding="async">`;
    },
    heading(token: Tokens.Heading) {
      // The guide's title is its h1; headings in the body start at h2.
      const level = Math.min(6, Math.max(2, token.depth));
      const text = this.parser.parseInline(token.tokens);
      return `<h${level} id="${escapeHtml(slugify(token.text))}">${text}</h${level}>\n`;
    },
  },
});

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
