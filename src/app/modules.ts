import type { ClientModule } from '../ui/clientModule';
import { homeModule } from '../features/home/module';
import { workbenchModule } from '../features/workbench/module';
import { webviewModule } from '../features/webview/module';
import { accountModule } from '../features/account/module';
import { errorsModule } from '../features/errors/module';
import { adminModule } from '../features/admin/module';
import { messagesModule } from '../features/messages/module';
import { siModule } from '../features/si/module';

/**
 * THE client registry: every feature module, one line each. Adding a module is one import and one
 * entry here; its screens, palette commands, icons, machines, navbar items and live handlers come
 * from its own module.ts (src/app/registry.ts derives the maps the shell reads).
 */
export const clientModules: readonly ClientModule[] = [
  homeModule,
  workbenchModule,
  webviewModule,
  accountModule,
  errorsModule,
  adminModule,
  messagesModule,
  siModule,
];
