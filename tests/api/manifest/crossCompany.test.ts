import { ENDPOINTS } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite, OTHER_CGO } from '../support/crossCompany';

/**
 * Manifests are each company's own: 天祥's employees naming 宁波海越's manifest, its booking or its
 * share link find nothing (404, as if absent); the verifier's calls are the platform's (403 for a
 * customer, whatever the id). The rules and checks: tests/api/support/crossCompany.ts.
 */
const OWN_IDS = {
  // 海越's demo draft and its share link (server/modules/manifest/demoSeed.ts)
  otherManifest: `select m.id from manifests m where m.mft_cgo_id = '${OTHER_CGO}' order by m.id limit 1`,
  otherManifestShare: `select s.id from shares s where s.doc_type = 'manifest' and s.doc_id = (select m.id::text from manifests m where m.mft_cgo_id = '${OTHER_CGO}' order by m.id limit 1) order by s.id limit 1`,
};
type K = keyof typeof OWN_IDS;
const byId = (url: string, method: 'GET' | 'POST' = 'GET', expected: 403 | 404 = 404, extra: object = {}): CrossCase<K> =>
  method === 'GET'
    ? { method, url, id: 'Id', query: (ids) => `Id=${ids.otherManifest}`, expected }
    : { method, url, id: 'Id', payload: (ids) => ({ Id: ids.otherManifest, ...extra }), expected };
const CROSS: CrossCase<K>[] = [
  byId(ENDPOINTS.manifestGet),
  { ...byId(ENDPOINTS.manifestGet), who: 'customer@demo.test' },
  byId(ENDPOINTS.manifestReceipts),
  byId(ENDPOINTS.manifestLog),
  byId(ENDPOINTS.manifestDetail),
  { ...byId(ENDPOINTS.manifestDetail), who: 'customer@demo.test' },
  byId(ENDPOINTS.manifestPrint),
  byId(ENDPOINTS.manifestShareList),
  byId(ENDPOINTS.manifestCheck, 'POST'),
  byId(ENDPOINTS.manifestSave, 'POST', 404, { VERSION: 1, MFT_REMARK: 'x' }),
  byId(ENDPOINTS.manifestDelete, 'POST'),
  byId(ENDPOINTS.manifestShareCreate, 'POST', 404, { Scope: ['VIEW'] }),
  { method: 'POST', url: ENDPOINTS.manifestShareRevoke, id: 'Id', payload: (ids) => ({ Id: ids.otherManifestShare }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.manifestSubmit, id: 'Ids', payload: (ids) => ({ Ids: [ids.otherManifest] }), expected: 404 },
  {
    method: 'POST',
    url: ENDPOINTS.manifestCreate,
    id: 'MFT_CGO_ID',
    payload: () => ({ MFT_FILING: 'CN_EXPORT', MFT_LEVEL: 'MASTER', MFT_CGO_ID: OTHER_CGO }),
    expected: 404,
  },
  { method: 'GET', url: ENDPOINTS.manifestDue, id: 'CGO_ID', query: () => `CGO_ID=${OTHER_CGO}`, expected: 404 },
  {
    method: 'POST',
    url: ENDPOINTS.manifestCreate,
    id: 'MFT_SI_ID',
    payload: (ids) => ({ MFT_FILING: 'CN_EXPORT', MFT_LEVEL: 'HOUSE', MFT_CGO_ID: 'CGO-HZTX-2611-003', MFT_HBL_NO: 'XSI1', MFT_SI_ID: ids.otherSi }),
    expected: 404,
  },
  { method: 'POST', url: ENDPOINTS.manifestCheck, id: 'MFT_CGO_ID', payload: () => ({ MFT_CGO_ID: OTHER_CGO }), expected: 404 },
  {
    method: 'POST',
    url: ENDPOINTS.manifestCheck,
    id: 'MFT_SI_ID',
    payload: (ids) => ({ MFT_CGO_ID: 'CGO-HZTX-2611-003', MFT_SI_ID: ids.otherSi }),
    expected: 404,
  },
  { method: 'POST', url: ENDPOINTS.manifestSend, id: 'Ids', payload: (ids) => ({ Ids: [ids.otherManifest] }), expected: 403 },
  byId(ENDPOINTS.manifestSendAmendment, 'POST', 403, { VERSION: 1, ChangeReasonCode: 'C01' }),
  byId(ENDPOINTS.manifestVerify, 'POST', 403, { Approve: true }),
  byId(ENDPOINTS.manifestAmend, 'POST', 403),
  byId(ENDPOINTS.manifestRetry, 'POST', 403),
];

const NOT_COMPANY_SCOPED: Record<string, string> = {
  'GET /api/Manifest/List MFT_CGO_ID': "a column filter inside the caller's own company's manifests",
  'GET /api/Manifest/List CGO_ID': "a filter inside the caller's own company's manifests",
  'GET /api/Manifest/List/Export MFT_CGO_ID': "a column filter inside the caller's own company's manifests",
  'GET /api/Manifest/List/Export CGO_ID': "a filter inside the caller's own company's manifests",
};

crossCompanySuite('manifest', CROSS, NOT_COMPANY_SCOPED, OWN_IDS);
