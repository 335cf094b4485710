import { Icons, type IconName } from '@blueprintjs/icons';

/**
 * Blueprint icons, loaded selectively: the default loader pulls every icon's paths (about
 * 100 KB gzipped) on the first icon. We list the icons the product uses; each becomes a
 * tiny chunk fetched when first drawn. A missing name draws nothing and warns in development.
 */
type PathsModule = { default: string[] };
type Loader = () => Promise<PathsModule>;

const ICONS: Partial<Record<IconName, readonly [Loader, Loader]>> = {
  'search': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/search.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/search.js')],
  'menu': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/menu.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/menu.js')],
  'moon': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/moon.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/moon.js')],
  'flash': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/flash.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/flash.js')],
  'translate': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/translate.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/translate.js')],
  'cross': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/cross.js')],
  'small-cross': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/small-cross.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/small-cross.js')],
  'home': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/home.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/home.js')],
  'application': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/application.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/application.js')],
  'document': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/document.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/document.js')],
  'folder-close': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/folder-close.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/folder-close.js')],
  'folder-open': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/folder-open.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/folder-open.js')],
  'key-command': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/key-command.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/key-command.js')],
  'error': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/error.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/error.js')],
  'build': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/build.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/build.js')],
  'globe': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/globe.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/globe.js')],
  'arrow-right': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-right.js')],
  'refresh': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/refresh.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/refresh.js')],
  'chevron-right': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-right.js')],
  'chevron-down': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-down.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-down.js')],
  'chevron-left': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-left.js')],
  'caret-down': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/caret-down.js')],
  'tick': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/tick.js')],
  'warning-sign': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign.js')],
  'info-sign': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/info-sign.js')],
  'more': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/more.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/more.js')],
  'office': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/office.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/office.js')],
  'people': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/people.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/people.js')],
  'lock': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/lock.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/lock.js')],
  'filter': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/filter.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/filter.js')],
  'link': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/link.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/link.js')],
  'desktop': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/desktop.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/desktop.js')],
  'issue': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/issue.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/issue.js')],
  'ship': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/ship.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/ship.js')],
  'log-in': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/log-in.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/log-in.js')],
  'add': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/add.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/add.js')],
  'edit': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/edit.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/edit.js')],
  'trash': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/trash.js')],
  'export': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/export.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/export.js')],
  'import': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/import.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/import.js')],
  'globe-network': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/globe-network.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/globe-network.js')],
  'key': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/key.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/key.js')],
  'history': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/history.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/history.js')],
  'arrow-up': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-up.js')],
  'arrow-down': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-down.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-down.js')],
  'disable': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/disable.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/disable.js')],
  'user': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/user.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/user.js')],
  'sort-asc': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/sort-asc.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/sort-asc.js')],
  'sort-desc': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/sort-desc.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/sort-desc.js')],
  'new-object': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/new-object.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/new-object.js')],
  'folder-new': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/folder-new.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/folder-new.js')],
  'small-tick': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/small-tick.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/small-tick.js')],
  'endorsed': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/endorsed.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/endorsed.js')],
  'ban-circle': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/ban-circle.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/ban-circle.js')],
  'person': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/person.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/person.js')],
  'briefcase': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/briefcase.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/briefcase.js')],
  'floppy-disk': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/floppy-disk.js')],
  'expand-all': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/expand-all.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/expand-all.js')],
  'collapse-all': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/collapse-all.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/collapse-all.js')],
  'log-out': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/log-out.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/log-out.js')],
  'notifications': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/notifications.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/notifications.js')],
  'envelope': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/envelope.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/envelope.js')],
  'send-message': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/send-message.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/send-message.js')],
  'eye-open': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/eye-open.js')],
  'undo': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/undo.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/undo.js')],
  'inbox': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/inbox.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/inbox.js')],
  'arrow-left': [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-left.js')],
};

let installed = false;

export function installIconLoader(): void {
  if (installed) return;
  installed = true;
  Icons.setLoaderOptions({
    loader: async (name, size) => {
      const pair = ICONS[name];
      if (!pair) {
        if (import.meta.env.DEV) console.warn(`Icon "${name}" is not in src/shell/icons.ts`);
        return [];
      }
      const mod = await pair[size >= 20 ? 1 : 0]();
      return mod.default;
    },
  });
}
