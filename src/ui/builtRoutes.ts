/**
 * Whether a route's page is built (a module attached a screen to it): what public navigation may
 * offer until the public sites are built (issue 32). The app installs the registry's answer once
 * (src/app/App.tsx), so a feature knows it without naming the modules; until then nothing is built.
 */
let check: (path: string) => boolean = () => false;

export function installBuiltRoutes(isBuilt: (path: string) => boolean): void {
  check = isBuilt;
}

export const isBuilt = (path: string): boolean => check(path);
