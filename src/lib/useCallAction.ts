import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { showToast } from '../ui/toaster';

/** What an action changed: the query keys to refresh after it, named by the feature's key factory. */
export type Changed<I> = readonly QueryKey[] | ((input: I) => readonly QueryKey[]);

/**
 * A change sent from a button through one typed call (a feature's `api/` function): success toasts
 * `done` and refreshes exactly the keys the action changed (its lists, the detail, the change log),
 * a refusal toasts the server's Message. The returned function resolves to whether it worked.
 */
export function useCallAction<I, A>(call: (input: I) => Promise<A>, changed: Changed<I>) {
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

/**
 * A change a form or dialog sends itself (it shows the refusal in place): a `useMutation` over one
 * typed call that refreshes the keys it changed once it worked.
 */
export function useCallMutation<I, A>(call: (input: I) => Promise<A>, changed: Changed<I>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_answer, input) =>
      Promise.all((typeof changed === 'function' ? changed(input) : changed).map((queryKey) => queries.invalidateQueries({ queryKey }))),
  });
}
