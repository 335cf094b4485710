import { useConfirm } from '../../lib/useConfirm';
import { useWords } from '../../i18n/words';
import { showToast } from '../../ui/toaster';
import { bookingWords } from './words';

/**
 * Deleting a template (booking or party) after the product's own confirmation dialog, then
 * refreshing the list; a refusal (another person changed it: STALE) shows as a toast. Render `dialog` once.
 */
export function useDeleteTemplate<T extends { Id: number; Version: number; Name: string }>(
  del: (id: number, version: number) => Promise<unknown>,
  refresh: () => Promise<unknown>,
) {
  const w = useWords(bookingWords);
  const { dialog, ask } = useConfirm();
  const remove = async (row: T) => {
    if (!(await ask({ text: w.confirmDelete(row.Name), confirm: w.delete, cancel: w.cancel, intent: 'danger' }))) return;
    try {
      await del(row.Id, row.Version);
      await refresh();
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
    }
  };
  return { dialog, remove };
}
