import { useEffect, useState } from 'react';

/**
 * A form's typed values kept in this tab's sessionStorage under `key`, so a reload or a dropped
 * connection loses nothing a person typed (the guide's bar); `initial` when nothing is kept or
 * what is kept no longer reads.
 */
export function useSessionDraft<T extends object>(key: string, initial: T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const kept = JSON.parse(sessionStorage.getItem(key) ?? 'null') as T | null;
      return kept && typeof kept === 'object' ? { ...initial, ...kept } : initial;
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // storage full or disabled: the form still works, it just is not kept
    }
  }, [key, value]);
  return [value, setValue];
}
