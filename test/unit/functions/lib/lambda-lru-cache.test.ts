// The bundles' stand-in for mnemonist's LRU cache behaves as the SDK's endpoint cache expects of it,
// and as mnemonist's own does on the same steps.
import MnemonistLRU from 'mnemonist/lru-cache';
import { describe, expect, it } from 'vitest';
import { EndpointCache } from '@aws-sdk/endpoint-cache';
import LRUCache from '../../../../functions/lib/lambda-lru-cache';

describe('the Lambda bundles’ LRU cache', () => {
  it('forgets the least recently used entry past its capacity, as mnemonist does', () => {
    const ours = new LRUCache<string, number>(2);
    const theirs = new MnemonistLRU<string, number>(2);
    for (const cache of [ours, theirs]) {
      cache.set('a', 1);
      cache.set('b', 2);
      cache.get('a');
      cache.set('c', 3);
      cache.peek('a');
    }
    for (const key of ['a', 'b', 'c']) {
      expect(ours.has(key)).toBe(theirs.has(key));
      expect(ours.peek(key)).toBe(theirs.peek(key));
    }
    expect(ours.has('b')).toBe(false);
    ours.clear();
    expect(ours.size).toBe(0);
  });

  it('serves the SDK’s endpoint cache', () => {
    const cache = new EndpointCache(1);
    // The real class builds mnemonist's; ours goes where it does in a bundle.
    (cache as unknown as { cache: LRUCache<string, unknown> }).cache = new LRUCache(1);
    cache.set('dynamodb', [{ Address: 'dynamodb.eu-west-2.amazonaws.com', CachePeriodInMinutes: 1 }]);
    expect(cache.getEndpoint('dynamodb')).toBe('dynamodb.eu-west-2.amazonaws.com');
    cache.delete('dynamodb');
    expect(cache.has('dynamodb')).toBe(false);
  });
});
