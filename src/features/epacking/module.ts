import { EPACKING_PAGES as P } from '../../contract/epacking/module';
import type { ClientModule } from '../../ui/clientModule';

/** Electronic packing (spec §2.6; operations.md §4.4): the operator's audit queue, unpacking and the operating record. */
export const epackingModule: ClientModule = {
  key: 'epacking',
  screens: {
    [P.applyAudit]: () => import('./ApplyAuditScreen'),
    [P.unpacking]: () => import('./UnpackingScreen'),
    [P.operatingRecord]: () => import('./OperatingRecordScreen'),
  },
};
