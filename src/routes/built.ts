import { findRoute, normalizePath } from './index';

/**
 * The route table's pages no module has built yet (no screen in the staff registry,
 * src/app/registry.ts). The public entry knows from it which pages are built without loading the
 * modules' declarations: a public page's link to a page the staff shell serves (the workbench door,
 * the sign-in pages …) is offered as the staff shell offers it. A module that builds one of these
 * pages takes its line out, a new route without a screen adds one:
 * tests/unit/app/builtRoutes.test.ts keeps this list equal to the registry's answer.
 */
export const UNBUILT_PATHS: readonly string[] = ['/customer/user'];

const unbuilt: ReadonlySet<string> = new Set(UNBUILT_PATHS.map(normalizePath));

/** Whether a path's page is built, as the staff registry's `screenFor` answers it (an alias gets its page's answer). */
export function isBuiltPath(path: string): boolean {
  const route = findRoute(path);
  return !!route && !unbuilt.has(normalizePath(route.path));
}
