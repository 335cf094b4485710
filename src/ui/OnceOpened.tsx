import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts `children` — a dialog loaded with React.lazy — from the first time `open` is true, and keeps
 * it mounted after (so it closes with its animation and opens at once the next time). Its chunk is
 * fetched on that first opening: dialogs most visits never open stay off the first page.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // state from an earlier render (React's documented pattern), not an effect: no frame without it
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
