import { persisted, STORAGE_KEYS } from '../streams/persisted';
import { normalizePath } from '../routes/lookup';

const MAX_RECENT = 12;

/** Route paths visited lately, most recent first: the palette shows them first. */
export const recentRoutes = persisted<string[]>(STORAGE_KEYS.recentRoutes, [], (raw) =>
  Array.isArray(raw) ? raw.filter((p): p is string => typeof p === 'string').slice(0, MAX_RECENT) : undefined,
);

export function rememberVisit(routePath: string): void {
  const key = normalizePath(routePath);
  const current = recentRoutes.get();
  if (current[0] === routePath) return;
  recentRoutes.set([routePath, ...current.filter((p) => normalizePath(p) !== key)].slice(0, MAX_RECENT));
}
