import type { RouteDef } from '../../routes/types';
import { MODULES, type ModuleKey } from '../../routes/modules';
import { buildDoc, type PinyinOf, type SearchDoc } from './matcher';
import type { PaletteCommand } from './commands';

export type PaletteEntry = { kind: 'route'; doc: SearchDoc; route: RouteDef } | { kind: 'command'; doc: SearchDoc; command: PaletteCommand };

/** Routes a person can jump to: not redirects nor second addresses (their target is listed), nor the error pages. */
export function jumpableRoutes(routes: readonly RouteDef[]): RouteDef[] {
  return routes.filter((r) => !r.redirectTo && !r.aliasOf && r.module !== 'errors');
}

/** Builds the palette's search documents once per open (pinyin is the costly part). */
export function buildPaletteIndex(routes: readonly RouteDef[], commands: readonly PaletteCommand[], pinyin: PinyinOf): PaletteEntry[] {
  const routeEntries: PaletteEntry[] = jumpableRoutes(routes).map((route) => {
    const module = MODULES[route.module as ModuleKey];
    return {
      kind: 'route',
      route,
      doc: buildDoc(
        `route:${route.path}`,
        {
          zh: route.title.zh,
          en: route.title.en,
          path: route.path,
          keywords: route.keywords,
          group: module ? [module.zh, module.en] : [],
        },
        pinyin,
      ),
    };
  });
  const commandEntries: PaletteEntry[] = commands.map((command) => ({
    kind: 'command',
    command,
    doc: buildDoc(command.id, { zh: command.label.zh, en: command.label.en, keywords: command.keywords, group: ['命令', 'command'] }, pinyin),
  }));
  return [...commandEntries, ...routeEntries];
}
