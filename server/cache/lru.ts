/** A map that keeps at most `max` keys, dropping the least recently used. */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly max: number) {}
  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }
  delete(key: K): void {
    this.map.delete(key);
  }
  clear(): void {
    this.map.clear();
  }
  /** Drops the entries `drop` picks. */
  sweep(drop: (value: V, key: K) => boolean): void {
    for (const [key, value] of [...this.map]) if (drop(value, key)) this.map.delete(key);
  }
  get size(): number {
    return this.map.size;
  }
}
