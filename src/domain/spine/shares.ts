import { CONTRACT_MODULES } from '../../contract/modules';
import { collectShared, type Declared } from '../../contract/registry';

/**
 * Share links (operations.md §1 `shares`, rule `mft.share`): how long a link may live, what it may
 * open, and the access code's lock. The browser's share dialog and the server read the same numbers.
 */
export const SHARE_RULES = {
  /** Days a link lives when nobody says, and at most. */
  defaultDays: 7,
  maxDays: 30,
  /** Wrong access codes in a row that lock the link, and for how long. */
  codeMisses: 5,
  lockMinutes: 15,
} as const;

/**
 * What a link lets its visitor do: every scope a module's documents give (`shareScopes` in its
 * src/contract/<module>/module.ts; several may give `VIEW`). A document's share dialog offers the
 * ones it supports.
 */
export type ShareScope = Declared<typeof CONTRACT_MODULES, 'shareScopes'>;
export const SHARE_SCOPES = collectShared(CONTRACT_MODULES.map((m) => m.shareScopes)) as readonly ShareScope[];

export const isShareScope = (s: string): s is ShareScope => (SHARE_SCOPES as readonly string[]).includes(s);

/** An access code is six digits, so it can be read out over the phone. */
export const isAccessCode = (s: string) => /^\d{6}$/.test(s);
