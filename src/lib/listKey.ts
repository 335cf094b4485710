/** The query key of a server list (all its pages and filters): invalidate it to refresh the list. */
export const listKey = (path: string) => ['list', path] as const;
