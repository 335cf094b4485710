import { ENDPOINTS } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite } from '../support/crossCompany';

/**
 * SFT templates are each company's own: 天祥's people naming 宁波海越's template find nothing (404,
 * as if absent). Configurations and remarks are the platform's: a customer reaches none of their
 * calls that change or read one by id (403, platform staff only).
 */
const OWN_IDS = {
  otherSft: `select t.id from manifest_sft_templates t join companies c on c.id = t.company_id where c.code = 'CUS-NBHY' order by t.id limit 1`,
  platformConfig: `select id from manifest_configs where company_id is null order by id limit 1`,
  someRemark: `select id from manifest_remarks order by id limit 1`,
};
const party = { NAME: 'X', COUNTRY: 'CN', CODE: 'USCI+91350100M000100Y43' };
const configBody = {
  CompanyId: null,
  MCF_FILING: 'CN_EXPORT',
  MCF_CARRIER: '',
  MCF_LOADING_CODE: '',
  MCF_CUSTOMS_CODE: '',
  MCF_SENDER_CODE: '',
  MCF_CHANNEL: 'SIMULATOR',
  MCF_DEADLINE_HOURS: 1,
  MCF_REQUIRE_VERIFY: false,
  MCF_AUTO_SEND: false,
  MCF_REQUIRE_SI_MATCH: false,
  MCF_REQUIRE_CONTACT: false,
  MCF_REQUIRE_HOUSE: false,
  MCF_ENABLED: true,
  MCF_REMARK: '',
};
const CROSS: CrossCase<keyof typeof OWN_IDS>[] = [
  { method: 'GET', url: ENDPOINTS.sftTemplateGet, id: 'Id', query: (ids) => `Id=${ids.otherSft}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.sftTemplateGet, id: 'Id', who: 'customer@demo.test', query: (ids) => `Id=${ids.otherSft}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.sftTemplateLog, id: 'Id', query: (ids) => `Id=${ids.otherSft}`, expected: 404 },
  {
    method: 'POST',
    url: ENDPOINTS.sftTemplateSave,
    id: 'Id',
    payload: (ids) => ({ Id: ids.otherSft, Version: 1, SFT_NAME: 'taken over', SFT_SCOPE: 'BOTH', Shipper: party, Consignee: {}, Notify: {} }),
    expected: 404,
  },
  {
    method: 'POST',
    url: ENDPOINTS.sftTemplateSave,
    id: 'CompanyId',
    payload: (ids) => ({ CompanyId: ids.otherCompany, SFT_NAME: 'for them', SFT_SCOPE: 'BOTH', Shipper: party, Consignee: {}, Notify: {} }),
    expected: 404,
  },
  { method: 'POST', url: ENDPOINTS.sftTemplateDelete, id: 'Id', payload: (ids) => ({ Id: ids.otherSft, Version: 1 }), expected: 404 },
  { method: 'GET', url: ENDPOINTS.manifestConfigGet, id: 'Id', query: (ids) => `Id=${ids.platformConfig}`, expected: 403 },
  { method: 'GET', url: ENDPOINTS.manifestConfigLog, id: 'Id', query: (ids) => `Id=${ids.platformConfig}`, expected: 403 },
  { method: 'GET', url: ENDPOINTS.manifestConfigManifests, id: 'Id', query: (ids) => `Id=${ids.platformConfig}`, expected: 403 },
  { method: 'POST', url: ENDPOINTS.manifestConfigDelete, id: 'Id', payload: (ids) => ({ Id: ids.platformConfig, Version: 1 }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.manifestConfigSave,
    id: 'CompanyId',
    payload: (ids) => ({ ...configBody, CompanyId: ids.otherCompany }),
    expected: 403,
  },
  {
    method: 'POST',
    url: ENDPOINTS.manifestConfigSave,
    id: 'Id',
    payload: (ids) => ({ ...configBody, Id: ids.platformConfig, Version: 1 }),
    expected: 403,
  },
  { method: 'GET', url: ENDPOINTS.manifestRemarkLog, id: 'Id', query: (ids) => `Id=${ids.someRemark}`, expected: 403 },
  { method: 'POST', url: ENDPOINTS.manifestRemarkDelete, id: 'Id', payload: (ids) => ({ Id: ids.someRemark, Version: 1 }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.manifestRemarkSave,
    id: 'Id',
    payload: (ids) => ({
      Id: ids.someRemark,
      Version: 1,
      MRK_CODE: 'R01',
      MRK_USE: 'REJECT_REASON',
      MRK_TEXT_ZH: '改',
      MRK_TEXT_EN: 'x',
      MRK_SORT: 1,
      MRK_ENABLED: true,
    }),
    expected: 403,
  },
];

crossCompanySuite('manifestSetup', CROSS, {}, OWN_IDS);
