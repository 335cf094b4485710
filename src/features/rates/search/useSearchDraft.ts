import { useEffect, useState } from 'react';

/**
 * What is typed and not yet searched survives a reload (the searched values live in the address):
 * kept in the tab under `draftKey`, and taken back only when the address asks nothing itself.
 */
export function useSearchDraft<T>(draftKey: string, asked: T, addressAsks: boolean) {
  const [form, setForm] = useState<T>(() => {
    try {
      const kept = JSON.parse(sessionStorage.getItem(draftKey) ?? 'null') as T | null;
      return kept && !addressAsks ? kept : asked;
    } catch {
      return asked;
    }
  });
  useEffect(() => sessionStorage.setItem(draftKey, JSON.stringify(form)), [draftKey, form]);
  return [form, setForm] as const;
}
