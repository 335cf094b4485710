import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { showToast } from '../ui/toaster';

/**
 * What an action changed: the query keys to refresh after it, named by the feature's key factory;
 * a function reads them off the input and, once it worked, the answer (a new record's Id).
 */
export type Changed<I, A = unknown> = readonly QueryKey[] | ((input: I, answer?: A) => readonly QueryKey[]);

/**
 * A change sent from a button through one typed call (a feature's `api/` function): success toasts
 * `done` and refreshes exactly the keys the action changed (its lists, the detail, the change log),
 * a refusal toasts the server's Message. The returned function resolves to whether it worked.
 */
export function useCallAction<I, A>(call: (input: I) => Promise<A>, changed: Changed<I, A>) {
  const { mutateAsync } = useCallMutation(call, changed);
  return useCallback(
    async (input: I, done: string): Promise<boolean> => {
      try {
        await mutateAsync(input);
        void showToast({ intent: 'success', message: done });
        return true;
      } catch (err) {
        void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });
        return false;
      }
    },
    [mutateAsync],
  );
}

/** How a mutation refreshes. */
export interface CallMutationOptions {
  /**
   * Refresh the changed keys after a refusal too: for a move on a row someone may have changed
   * meanwhile (a stale revision), so the list shows the row as it is now.
   */
  alsoOnRefusal?: boolean;
}

/**
 * A change a form or dialog sends itself (it shows the refusal in place): a `useMutation` over one
 * typed call that refreshes the keys it changed once it worked (`mutateAsync` settles after them).
 */
export function useCallMutation<I, A>(call: (input: I) => Promise<A>, changed: Changed<I, A>, options: CallMutationOptions = {}) {
  const queries = useQueryClient();
  const refresh = (input: I, answer?: A) =>
    Promise.all((typeof changed === 'function' ? changed(input, answer) : changed).map((queryKey) => queries.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: call,
    onSuccess: (answer, input) => refresh(input, answer),
    ...(options.alsoOnRefusal ? { onError: (_err: Error, input: I) => refresh(input) } : {}),
  });
}
