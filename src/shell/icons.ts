import { Icons } from '@blueprintjs/icons';
import type { IconList, IconLoaders } from '../ui/clientModule';

/**
 * Blueprint icons, loaded selectively: the default loader pulls every icon's paths (about 100 KB
 * gzipped) on the first icon. We list the icons the product uses, each its own tiny chunk fetched
 * when first drawn. The lists themselves (shellIcons.ts, each feature's icons.ts) are chunks too,
 * fetched side by side with the first icon drawn: a list of loaders costs first-page bytes for
 * every module (about 4 KiB gzipped with twelve modules), a name looked up once costs one round trip.
 * A missing name draws nothing and warns in development.
 */
let installed = false;

/** Installs the loader for the shell's icons plus the modules' (the same icon in several lists is one icon). */
export function installIconLoader(moduleIcons: readonly IconList[] = []): void {
  if (installed) return;
  installed = true;
  let all: Promise<IconLoaders> | undefined;
  const lists = () =>
    (all ??= Promise.all([import('./shellIcons'), ...moduleIcons.map((load) => load())]).then((mods) => Object.assign({}, ...mods.map((m) => m.default))));
  Icons.setLoaderOptions({
    loader: async (name, size) => {
      const pair = (await lists())[name];
      if (!pair) {
        if (import.meta.env.DEV) console.warn(`Icon "${name}" is in no icon list (src/shell/shellIcons.ts or a feature's icons.ts)`);
        return [];
      }
      const mod = await pair[size >= 20 ? 1 : 0]();
      return mod.default;
    },
  });
}
