import { useCallback, useRef } from 'react';
import { newIdempotencyKey, type IdempotencyKey } from '../../lib/idempotencyKey';

/**
 * One Idempotency-Key per composed message: the same key for every send of the same message (a
 * second Enter, a retry after a lost answer), so the server creates it once; a new key once it
 * was sent, or once the message was changed (the server refuses a key reused for other content,
 * so an edit after a lost answer must not keep the old one).
 */
export function useComposeKey(): { key: (content: unknown) => IdempotencyKey; sent: () => void } {
  const current = useRef<{ key: IdempotencyKey; content: string }>(undefined);
  const key = useCallback((content: unknown) => {
    const text = JSON.stringify(content);
    if (current.current?.content !== text) current.current = { key: newIdempotencyKey('message'), content: text };
    return current.current.key;
  }, []);
  const sent = useCallback(() => {
    current.current = undefined;
  }, []);
  return { key, sent };
}
