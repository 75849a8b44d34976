import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundlingFor } from '../../../infra/lambda/function-bundling';
import { BUNDLE_FILES, bundleFilesReadBy } from '../../../infra/lambda/bundle-files';
import { REPO_ROOT, handlerEntry } from '../../../infra/lambda/paths';

describe('data files beside a bundle', () => {
  it('go with every function whose code reads them, and no other', () => {
    for (const handler of ['accounts/register', 'accounts/change-password', 'accounts/reset-password']) {
      expect(bundleFilesReadBy(handlerEntry(handler))).toEqual(['functions/accounts/common-passwords.br']);
    }
    expect(bundleFilesReadBy(handlerEntry('accounts/log-in'))).toEqual([]);
    expect(bundleFilesReadBy(handlerEntry('platform/get-health'))).toEqual([]);
  });

  it('exist, each beside the module that reads it', () => {
    for (const { file, readBy } of BUNDLE_FILES) {
      expect(existsSync(join(REPO_ROOT, file))).toBe(true);
      expect(existsSync(join(REPO_ROOT, readBy))).toBe(true);
    }
  });

  it('are copied next to the bundle by CDK', () => {
    const hooks = bundlingFor({ nativeModules: [], publishesEvents: false, files: ['functions/accounts/common-passwords.br'] }).commandHooks!;

    expect(hooks.afterBundling('/in', '/out')).toEqual(['cp "/in/functions/accounts/common-passwords.br" "/out/"']);
  });
});
