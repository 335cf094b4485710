import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:palette-pinyin';
const RESOLVED = `\0${VIRTUAL}`;
/** Where the texts come from: a change there (in dev) makes the table again. */
const SOURCES =
  /[\\/]src[\\/](routes[\\/]|app[\\/]|i18n[\\/]|shell[\\/]palette[\\/](commands|paletteIndex)\.ts|features[\\/][^\\/]+[\\/](module\.ts|.*[wW]ords\.ts))/;

/**
 * `virtual:palette-pinyin`: the palette's pinyin of every route title and command label, made in
 * Node with pinyin-pro when the app is built (scripts/vite/palettePinyinTable.ts), so the browser
 * gets a small table instead of pinyin-pro and its dictionary. In dev the table is made again when
 * the route table, a module's commands or the words change.
 */
export function palettePinyin(): Plugin {
  let root = process.cwd();
  return {
    name: 'freight:palette-pinyin',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // tsx loads the app's TypeScript in this process, fresh on every call (its own namespace)
      const entry = pathToFileURL(join(root, 'scripts/vite/palettePinyinTable.ts')).href;
      const { palettePinyinTable } = (await tsImport(entry, import.meta.url)) as typeof import('./palettePinyinTable');
      return `export default ${JSON.stringify(palettePinyinTable())};\n`;
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!SOURCES.test(file)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}
