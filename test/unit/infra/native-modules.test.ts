import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nativeModulesImportedBy } from '../../../infra/lambda/native-modules';
import { REPO_ROOT, handlerEntry } from '../../../infra/lambda/paths';

describe('native module detection', () => {
  it('finds @node-rs/argon2 behind the password module', () => {
    expect(nativeModulesImportedBy(join(REPO_ROOT, 'functions', 'lib', 'passwords.ts'))).toEqual(['@node-rs/argon2']);
  });

  it('finds nothing native in a handler that never hashes a password', () => {
    expect(nativeModulesImportedBy(handlerEntry('platform/get-health'))).toEqual([]);
  });
});
