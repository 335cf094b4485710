import type { ClientModule } from '../../ui/clientModule';

/** Code lists (基础代码, issue 51): the system menu's /system/basicCode — lists on the left, the chosen list's codes on the right. */
export const codeListsModule: ClientModule = {
  key: 'codeLists',
  screens: {
    '/system/basicCode': () => import('./CodeListsScreen'),
  },
};
