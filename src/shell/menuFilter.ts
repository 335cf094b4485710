import type { MenuNode } from '../contract/admin';

/**
 * Hides pages whose screens are not built yet, and folders left empty by that: a menu offers
 * work people can do. The address still opens and says plainly that the page is not built.
 */
export function builtOnly(nodes: readonly MenuNode[], built: (path: string) => boolean): MenuNode[] {
  return nodes.flatMap((n) => {
    const children = builtOnly(n.Children, built);
    if (children.length) return [{ ...n, Children: children }];
    return n.Path.startsWith('/') && built(n.Path) ? [{ ...n, Children: [] }] : [];
  });
}
