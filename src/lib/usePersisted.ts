import { useSyncExternalStore } from 'react';
import type { Persisted } from '../streams/persisted';

/** Read a persisted value in a component; re-renders when it changes (here or in another window). */
export function usePersisted<T>(value: Persisted<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const sub = value.changes$.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    value.get,
    value.get,
  );
}
