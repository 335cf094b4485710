import { read } from '../../../src/contract/accessRow';
import { MANIFEST_ACCESS, MANIFEST_PAGES as P } from '../../../src/contract/manifest/module';
import { MFT_EDITABLE, MFT_STATUS } from '../../../src/domain/manifest/status';
import { mftFilingWords } from '../../../src/domain/manifest/words';
import type { ExceptionRule, WorkQueue } from '../module';
import { type ActionPages, openExceptions } from '../../platform/tower/rules';
import {
  FAILED_STATUSES,
  type ManifestRuleRow,
  manifestDueRows,
  manifestFailedRows,
  manifestQueueFigures,
  nextManifest,
  VERIFY_STATUSES,
} from './towerRepository';

/** The page that moves a manifest on from where it stands: edit a draft, verify a submitted one, fix a failed one. */
function pagesOf(status: number): ActionPages {
  if (MFT_EDITABLE.includes(status as never)) return { internal: P.edit, external: P.customerEdit };
  if (status === MFT_STATUS.SUBMITTED) return { internal: P.verifyInfo, external: P.customerSubmitInfo };
  if (FAILED_STATUSES.includes(status as never)) return { internal: P.sendFailInfo, external: P.customerSendInfo };
  return { internal: P.sendInfo, external: P.customerSendInfo };
}
const byId = (r: ManifestRuleRow) => ({ id: r.doc_id });
const filing = (r: ManifestRuleRow) => mftFilingWords[r.filing as keyof typeof mftFilingWords] ?? { zh: r.filing, en: r.filing };

/** MANIFEST_DUE and MANIFEST_FAILED (operations.md §12.1, §7.6 `mft.deadline`). */
export const manifestExceptionRules: readonly ExceptionRule[] = [
  {
    code: 'MANIFEST_DUE',
    severity: 'high',
    who: ['clerk', 'verifier'],
    // the action opens the page the manifest stands on (edit, verify, send, failure): whoever reads manifests
    access: MANIFEST_ACCESS.manifestRead,
    open: async (q, scope) =>
      openExceptions(
        await manifestDueRows(q, scope),
        scope,
        (r) => pagesOf(r.status),
        byId,
        (r) => ({
          zh: `${filing(r).zh} ${r.ref} 尚未被海关接受`,
          en: `${filing(r).en} ${r.ref} is not accepted by customs yet`,
        }),
      ),
  },
  {
    code: 'MANIFEST_FAILED',
    severity: 'high',
    who: ['verifier'],
    access: MANIFEST_ACCESS.manifestRead,
    open: async (q, scope) =>
      openExceptions(
        await manifestFailedRows(q, scope),
        scope,
        (r) => pagesOf(r.status),
        byId,
        (r) =>
          r.status === MFT_STATUS.REJECTED
            ? { zh: `${filing(r).zh} ${r.ref} 被海关退单：${r.error}`, en: `${filing(r).en} ${r.ref} rejected by customs: ${r.error}` }
            : { zh: `${filing(r).zh} ${r.ref} 发送失败：${r.error}`, en: `${filing(r).en} ${r.ref} could not be sent: ${r.error}` },
      ),
  },
];

/** The verifier's queues: manifests to verify, and those failed (send failures, customs rejections). */
export const manifestQueues: readonly WorkQueue[] = [
  {
    id: 'manifest.verify',
    name: { zh: '舱单待审核', en: 'Manifests to verify' },
    access: read([P.verifyList, P.verifyInfo], true),
    path: P.verifyList,
    count: (q) => manifestQueueFigures(q, VERIFY_STATUSES),
    next: async (q) => {
      const id = await nextManifest(q, VERIFY_STATUSES);
      return id === null ? null : `${P.verifyInfo}?id=${id}`;
    },
  },
  {
    id: 'manifest.failed',
    name: { zh: '舱单发送失败/退单', en: 'Manifests failed or rejected' },
    access: read([P.sendFailList, P.sendFailInfo], true),
    path: P.sendFailList,
    count: (q) => manifestQueueFigures(q, FAILED_STATUSES),
    next: async (q) => {
      const id = await nextManifest(q, FAILED_STATUSES);
      return id === null ? null : `${P.sendFailInfo}?id=${id}`;
    },
  },
];
