/**
 * The uses of another owner's table by a module's SQL not yet moved behind the owner's public.ts
 * (issue 46). A ratchet: the ownership test fails on a use missing here, and on an entry here no
 * longer needed, so the list only shrinks. A use meant to stay goes to SHARED_TABLE_USES
 * (server/platform/tables.ts) with its reason instead.
 */
export const STILL_SHARED: ReadonlySet<string> = new Set<string>([
  // Seed steps only (demo data and grants laid down once per database): each to call the owner's
  // seed or grant function (access's grantPageButtons, the owners' demo seeds) instead of its SQL.
  // Module code: to read through the owner's public.ts, batched by ids for lists, or a read model.
  'auth writes employees',
]);
