/**
 * Stands in for @blueprintjs/icons' own `iconNames` module in the build (scripts/vite/blueprintIconNames.ts):
 * that one builds its lists from the enum of every icon name (about 10 KB gzipped) and reaches the
 * first page through Blueprint's Icon, which only asks whether a name is an icon's. Here a name is
 * any non-empty string: the app's icon loader (./icons.ts) draws nothing for a name it has no paths
 * for and says so in development. `IconNames.AddColumnLeft` and `IconNames.ADD_COLUMN_LEFT` still
 * give `add-column-left`, derived from the key instead of looked up.
 */
const kebabOf = (key: string): string =>
  /^[A-Z0-9_]+$/.test(key)
    ? key.toLowerCase().replace(/_/g, '-')
    : key
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/([A-Za-z])([0-9])/g, '$1-$2')
        .toLowerCase();

export const IconNames: Readonly<Record<string, string>> = new Proxy({} as Record<string, string>, {
  get: (_target, key) => (typeof key === 'string' && /^[A-Z][A-Za-z0-9_]*$/.test(key) ? kebabOf(key) : undefined),
});

export const IconNamesSet: Pick<ReadonlySet<unknown>, 'has'> = {
  has: (name: unknown) => typeof name === 'string' && name.length > 0,
};
