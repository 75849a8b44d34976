import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminPaths, protectedPaths, publicPaths } from '../../../frontend/src/config/paths';
import { builtPages, DATA_LAYOUT_SOURCE, NOT_FOUND_MODULE, routeModuleSource } from '../../../frontend/src/app/route-registry';

const frontendFile = (source: string) => new URL(`../../../frontend/${source}`, import.meta.url);

describe('route registry', () => {
  it('names a route module file that exists for every built page and for the not-found page', () => {
    const modules = [...builtPages.public, ...builtPages.protected, ...builtPages.admin].map((page) => page.module);

    for (const module of [...modules, NOT_FOUND_MODULE]) {
      expect(existsSync(frontendFile(routeModuleSource(module))), module).toBe(true);
    }
    expect(existsSync(frontendFile(DATA_LAYOUT_SOURCE))).toBe(true);
  });

  it('registers built pages only on paths of the matching spec list', () => {
    const lists = { public: publicPaths, protected: protectedPaths, admin: adminPaths };

    for (const [access, pages] of Object.entries(builtPages) as [keyof typeof lists, typeof builtPages.public][]) {
      for (const page of pages) expect(Object.values(lists[access]), `${access} ${page.path}`).toContain(page.path);
    }
  });

  it('builds the home page', () => {
    expect(builtPages.public.find((page) => page.path === '/')?.module).toBe('home');
  });
});
