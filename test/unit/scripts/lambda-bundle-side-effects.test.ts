// Our modules are declared free of side effects (package.json, decision 024), so esbuild drops one
// imported only for its effect; the bundle build names such an import instead of shipping without it.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildLambdaBundles } from '../../../scripts/lambda-bundles';

const entry = fileURLToPath(new URL('./fixtures/bare-import-entry.ts', import.meta.url));

describe('Lambda bundles and side-effect imports', () => {
  it('refuse a module imported for its effect that package.json does not list', async () => {
    await expect(buildLambdaBundles([{ name: 'fixture/bare-import', entry, nativeModules: [], publishesEvents: false }])).rejects.toThrow(
      /imported for its side effects would be left out[\s\S]*bare-import-entry\.ts:3: import '..\/..\/..\/..\/functions\/lib\/logger';/,
    );
  });
});
