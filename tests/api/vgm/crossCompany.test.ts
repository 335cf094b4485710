import { ENDPOINTS } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite, OTHER_CGO } from '../support/crossCompany';

/**
 * VGM is each company's own: 天祥's employees naming 宁波海越's booking, its declaration or its share
 * link find nothing (404, as if absent). The rules and checks: tests/api/support/crossCompany.ts.
 */
const OWN_IDS = {
  // 海越's declared VGM and its share link (server/modules/vgm/seed.ts)
  otherVgm: `select d.id from vgm_declarations d where d.vgm_cgo_id = '${OTHER_CGO}' order by d.id limit 1`,
  otherVgmShare: `select s.id from shares s where s.doc_type = 'vgm' and s.doc_id = '${OTHER_CGO}' order by s.id limit 1`,
};
const body = { CGO_ID: OTHER_CGO, Containers: [{ CNNO: 'MSCU5500120', VGM_KG: 20000, VGM_METHOD: 1, VGM_WEIGHED_AT: '2026-11-01T00:00:00Z' }] };
const CROSS: CrossCase<keyof typeof OWN_IDS>[] = [
  { method: 'GET', url: ENDPOINTS.vgmList, id: 'CGO_ID', query: () => `CGO_ID=${OTHER_CGO}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.vgmList, id: 'CGO_ID', who: 'customer@demo.test', query: () => `CGO_ID=${OTHER_CGO}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.vgmLog, id: 'CGO_ID', query: () => `CGO_ID=${OTHER_CGO}`, expected: 404 },
  {
    method: 'POST',
    url: ENDPOINTS.vgmSaveDraft,
    id: 'CGO_ID',
    payload: () => ({ ...body, VGM_RESPONSIBLE_PARTY: 'X', VGM_SIGNATORY: 'X' }),
    expected: 404,
  },
  {
    method: 'POST',
    url: ENDPOINTS.vgmDeclare,
    id: 'CGO_ID',
    payload: () => ({ ...body, VGM_RESPONSIBLE_PARTY: 'X', VGM_SIGNATORY: 'X', Accept: true }),
    expected: 404,
  },
  { method: 'POST', url: ENDPOINTS.vgmSend, id: 'Ids', payload: (ids) => ({ Ids: [ids.otherVgm] }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.vgmCreateShare, id: 'CGO_ID', payload: () => ({ CGO_ID: OTHER_CGO }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.vgmRevokeShare, id: 'Id', payload: (ids) => ({ Id: ids.otherVgmShare }), expected: 404 },
];

crossCompanySuite('vgm', CROSS, {}, OWN_IDS);
