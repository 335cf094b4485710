import { read } from '../../../src/contract/accessRow';
import { EPACKING_PAGES as P } from '../../../src/contract/epacking/module';
import type { WorkQueue } from '../module';
import { applicationFigures, nextApplication } from './towerRepository';

/** The e-packing applications queue (operations.md §4.4 ApplyAudit). */
export const epackingQueues: readonly WorkQueue[] = [
  {
    id: 'epacking.applications',
    name: { zh: '电子装箱申请待审', en: 'E-packing applications' },
    access: read([P.applyAudit], true),
    path: P.applyAudit,
    count: (q) => applicationFigures(q),
    next: async (q) => {
      const id = await nextApplication(q);
      return id === null ? null : `${P.applyAudit}?id=${id}`;
    },
  },
];
