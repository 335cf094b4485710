// The first-page chunks of the two entries (docs/public-entry.md): what both entries load
// statically is one shared chunk, each entry's own first-page code another. Split by every lazy
// chunk that also uses a module (rolldown's entriesAware), the staff's first page was some 40
// files, each gzipped alone; in a few larger files gzip finds more to share.
import { resolve } from 'node:path';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

/** A module id without its query (`?commonjs-proxy` …), the key of the closures below. */
const bare = (id: string) => id.replace(/\?.*$/, '');

/**
 * The modules an entry loads before it runs (itself and its static imports, transitively), or with
 * `later` every module it may ever load (its lazy imports too).
 */
function closure(ctx: ChunkingContext, entry: string, later = false, skip?: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id) || id === skip) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []), ...(later ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

/**
 * The groups for `build.rolldownOptions.output.codeSplitting`, the staff's first-page code in three:
 * - `shared`: what the public entry loads first too (React, the router, TanStack Query, Blueprint's
 *   core, the streams, the route table …), one chunk both entries load;
 * - `later`: what a visitor may load later (a public page's lazy chunk uses it), split by the chunks
 *   that use it (`entriesAware`), so a public page never fetches the staff shell's own code;
 * - `staff`: the rest, the staff shell's own (App, the session, the modules' declarations), one chunk.
 * `publicStaffPart` is a lazy part of the public entry that is the staff shell's (its palette): it
 * loads the `staff` chunk rather than splitting it.
 */
export function entryChunkGroups(root: string, staffEntry: string, publicEntry: string, publicStaffPart?: string): CodeSplittingGroup[] {
  let chunkOf: Map<string, string> | undefined;
  const chunkFor = (id: string, ctx: ChunkingContext) => {
    if (!chunkOf) {
      const staffRoot = resolve(root, staffEntry);
      const publicRoot = resolve(root, publicEntry);
      const pub = closure(ctx, publicRoot);
      const visitor = closure(ctx, publicRoot, true, publicStaffPart && resolve(root, publicStaffPart));
      chunkOf = new Map();
      for (const m of closure(ctx, staffRoot)) if (m !== staffRoot) chunkOf.set(bare(m), pub.has(m) ? 'shared' : visitor.has(m) ? 'later' : 'staff');
    }
    return chunkOf.get(bare(id)) ?? null;
  };
  // one group a chunk, in this order: a group takes its modules' dependencies too, so what both
  // entries load is taken first
  const group = (chunk: string, priority: number, more: Partial<CodeSplittingGroup> = {}): CodeSplittingGroup => ({
    name: (id, ctx) => (chunkFor(id, ctx) === chunk ? chunk : null),
    tags: ['$initial'],
    priority,
    ...more,
  });
  return [group('shared', 3), group('later', 2, { entriesAware: true }), group('staff', 1)];
}
