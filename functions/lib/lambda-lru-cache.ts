// The least-recently-used cache the SDK's endpoint discovery keeps (`@aws-sdk/endpoint-cache`), in
// the few lines it uses. Lambda bundles resolve 'mnemonist/lru-cache' to this module
// (infra/lambda/function-bundling.ts, decision 017): mnemonist's, with obliterator beside it, was
// about 7 KiB of every bundle that talks to DynamoDB, for a cache DynamoDB's client only fills when
// endpoint discovery is turned on, which it is not here. Run unbundled, the SDK keeps mnemonist's.

export default class LRUCache<K, V> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key)!;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** The value, leaving its place in the order alone. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    return this;
  }

  clear(): void {
    this.entries.clear();
  }
}
