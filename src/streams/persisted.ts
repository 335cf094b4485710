import { cell, type Source } from './cell';

/**
 * A value kept in localStorage, to read and follow (src/streams/cell.ts).
 * Other windows of the same app change it through the `storage` event, so two tabs of the
 * browser agree on language, theme and the open page tabs without reloading.
 */
export interface Persisted<T> {
  readonly key: string;
  get(): T;
  set(value: T): void;
  readonly changes$: Source<T>;
}

const registry = new Map<string, Persisted<unknown>>();

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode): values live in memory only
  }
}

function read<T>(key: string, fallback: T, parse: (raw: unknown) => T | undefined): T {
  const raw = safeStorage()?.getItem(key);
  if (raw == null) return fallback;
  try {
    return parse(JSON.parse(raw)) ?? fallback;
  } catch {
    return fallback; // a corrupt value never breaks the app: start from the default
  }
}

/**
 * One persisted value per key (asking twice returns the same instance).
 * `parse` validates what was stored: anything it rejects falls back to the default.
 */
export function persisted<T>(key: string, fallback: T, parse: (raw: unknown) => T | undefined): Persisted<T> {
  const existing = registry.get(key);
  if (existing) return existing as Persisted<T>;
  const subject = cell<T>(read(key, fallback, parse));
  if (typeof window !== 'undefined')
    window.addEventListener('storage', (e) => {
      if (e.key === key) subject.next(read(key, fallback, parse));
    });
  const value: Persisted<T> = {
    key,
    get: () => subject.getValue(),
    set(next) {
      try {
        safeStorage()?.setItem(key, JSON.stringify(next));
      } catch {
        // quota exceeded or storage disabled: keep the value for this window anyway
      }
      subject.next(next);
    },
    changes$: { subscribe: subject.subscribe },
  };
  registry.set(key, value as Persisted<unknown>);
  return value;
}

/** Storage keys of the client, defined once. */
export const STORAGE_KEYS = {
  language: 'freight.language',
  theme: 'freight.theme',
  tabs: 'freight.tabs',
  recentRoutes: 'freight.recentRoutes',
} as const;
