import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUSINESS } from '../../../shared/business';
import { pageTitle, SITE_DESCRIPTION, SITE_TITLE } from '../../../frontend/src/config/site';

const html = readFileSync(new URL('../../../frontend/index.html', import.meta.url), 'utf8');
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe('index.html', () => {
  it('carries the site title built from the business facts', () => {
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];

    expect(SITE_TITLE).toBe('Device DRS | Phone, Tablet & Console Repairs in Belfast');
    expect(unescape(title ?? '')).toBe(SITE_TITLE);
  });

  it('carries the site description built from the business facts', () => {
    const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1];

    expect(unescape(description ?? '')).toBe(SITE_DESCRIPTION);
    expect(SITE_DESCRIPTION).toContain(`${BUSINESS.warrantyMonths}-month warranty`);
  });

  it('is British English, always dark, and has no inline script for the CSP to refuse', () => {
    expect(html).toMatch(/<html lang="en-GB" class="dark">/);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];

    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
  });
});

describe('pageTitle', () => {
  it('puts the page name before the business name', () => {
    expect(pageTitle('Page not found')).toBe('Page not found | Device DRS');
    expect(pageTitle()).toBe(SITE_TITLE);
  });
});
