import { createContext, useContext, type ReactNode } from 'react';
import type { Access } from '../contract/access';

/**
 * Whether the person signed in holds a call's access (src/contract/access.ts). The session provides
 * it (src/session/Gate.tsx, GrantsProvider, mounted by the app), so kits below the session, like the
 * list kit's export and import buttons, can gate without importing the session. Without a provider
 * nothing is allowed: hiding is for clarity, the server refuses the call anyway.
 */
export const AccessContext = createContext<(access: Access) => boolean>(() => false);

/** The children show only when the person holds `access` (the same rule the server enforces). */
export function AccessGate({ access, children }: { access: Access; children: ReactNode }) {
  return useContext(AccessContext)(access) ? children : null;
}
