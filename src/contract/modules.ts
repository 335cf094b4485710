import { joinContract } from './join/module';
import { messagesContract } from './messages/module';
import { platformContract } from './platform/module';
import { sessionContract } from './session/module';
import { siContract } from './si/module';
import { siteContract } from './site/module';
import { systemContract } from './system/module';

/**
 * THE contract registry: one line per module. ENDPOINTS, ACCESS and BUTTON_TITLES are derived from
 * it (endpoints.ts, access.ts); a call name, path or access key two modules both declare throws at
 * import. A new module adds its `src/contract/<module>/module.ts` and one line here.
 */
export const CONTRACT_MODULES = [
  platformContract,
  sessionContract,
  siteContract,
  joinContract,
  systemContract,
  messagesContract,
  siContract,
] as const;
