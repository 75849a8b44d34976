import { describe, expect, it } from 'vitest';
import { builtPages } from '../../../frontend/src/app/route-registry';
import { pageLoaders } from '../../../functions/pages/loaders';

describe('data page loaders', () => {
  it('pairs every data page of the registry with a server loader of its module name, and no loader without a page', () => {
    const dataModules = builtPages.public.filter((page) => page.data).map((page) => page.module);

    expect(Object.keys(pageLoaders).sort()).toEqual([...new Set(dataModules)].sort());
  });

  it('registers data pages only among public pages', () => {
    expect([...builtPages.protected, ...builtPages.admin].filter((page) => page.data)).toEqual([]);
  });
});
