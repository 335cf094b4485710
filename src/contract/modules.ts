import * as listed from './moduleList';

type Listed = (typeof listed)[keyof typeof listed];

/**
 * Every module's contract (the registry is moduleList.ts). ENDPOINTS, ACCESS and BUTTON_TITLES are
 * derived from it (endpoints.ts, access.ts), each key keeping its literal type.
 */
export const CONTRACT_MODULES: readonly Listed[] = Object.values(listed);
