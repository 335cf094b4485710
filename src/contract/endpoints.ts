import { CONTRACT_MODULES } from './modules';
import { assertUniquePaths, mergeUnique, type Merged } from './registry';

/**
 * Endpoint paths, named as the spec names them, gathered from every module's contract
 * (src/contract/<module>/module.ts, registered in modules.ts). A list's Excel export is its path +
 * `/Export`, its import (where people fill it by hand) + `/Import`.
 */
export const ENDPOINTS = mergeUnique(
  'call',
  CONTRACT_MODULES.map((m) => ({ module: m.name, entries: m.paths })),
) as Merged<typeof CONTRACT_MODULES, 'paths'>;
assertUniquePaths(ENDPOINTS);

// the headers and hosts every browser page reads, in a file of their own: importing them does not
// load every module's paths (the public sites' first page, docs/public-entry.md)
export { LOGIN_ACCESS_TOKEN_HEADER, MAIN_SITE_HOSTS, PORTAL_KEY_HEADER, WEB_VERSION } from './headers';
