import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiData } from '../streams/http';
import { showToast } from '../ui/toaster';
import { listKey } from './DataTable';

/**
 * A change sent to the server from a button: success toasts and refreshes the named lists
 * (and the change log); a refusal toasts the server's Message. Resolves to whether it worked.
 */
export function useAction() {
  const queries = useQueryClient();
  return useCallback(
    async (path: string, body: unknown, done: string, refresh: string[] = []): Promise<boolean> => {
      try {
        await apiData('POST', path, body);
        void showToast({ intent: 'success', message: done });
        for (const p of refresh) await queries.invalidateQueries({ queryKey: listKey(p) });
        await queries.invalidateQueries({ queryKey: ['admin'] });
        await queries.invalidateQueries({ queryKey: listKey('/api/Audit/List') });
        await queries.invalidateQueries({ queryKey: ['messages'] });
        return true;
      } catch (err) {
        void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });
        return false;
      }
    },
    [queries],
  );
}
