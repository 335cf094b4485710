/**
 * The uses of another owner's table by a module's SQL not yet moved behind the owner's public.ts or
 * its published views (issue 46). A ratchet: the ownership test fails on a use missing here, and on
 * an entry here no longer needed, so the list only shrinks — it is empty now, and a new module starts
 * with its data its own. A use meant to stay goes to SHARED_TABLE_USES (server/platform/tables.ts)
 * with its reason instead.
 */
export const STILL_SHARED: ReadonlySet<string> = new Set<string>([]);
