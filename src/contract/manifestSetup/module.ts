import { act, read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * The manifests' setup (operations.md §7.2, §7.4): SFT (收发通) party templates with their enterprise
 * codes, filing configurations (company/carrier/port → channel, deadline hours, switches) and the
 * standard remarks (return reasons, manifest remarks, customs change-reason codes). The manifest
 * module reads the configurations and remarks through server/modules/manifestSetup/public.ts.
 */
export const MANIFEST_SETUP_PATHS = {
  sftTemplateList: '/api/ManifestSftTemplate/List',
  sftTemplateGet: '/api/ManifestSftTemplate/Get',
  sftTemplateSave: '/api/ManifestSftTemplate/Save',
  sftTemplateDelete: '/api/ManifestSftTemplate/Delete',
  sftTemplateLog: '/api/ManifestSftTemplate/Log',
  manifestConfigList: '/api/ManifestConfig/List',
  manifestConfigGet: '/api/ManifestConfig/Get',
  manifestConfigSave: '/api/ManifestConfig/Save',
  manifestConfigDelete: '/api/ManifestConfig/Delete',
  manifestConfigLog: '/api/ManifestConfig/Log',
  manifestConfigManifests: '/api/ManifestConfig/Manifests',
  manifestRemarkList: '/api/ManifestRemark/List',
  manifestRemarkSave: '/api/ManifestRemark/Save',
  manifestRemarkDelete: '/api/ManifestRemark/Delete',
  manifestRemarkLog: '/api/ManifestRemark/Log',
} as const;

/** The pages of the setup (operations.md §7.5); the `/workbench/…` paths are the same screens as the `/external/workbench/…` ones. */
export const MANIFEST_SETUP_PAGES = {
  sftList: '/mainifest/sftTpl/ManifestSFTTpl',
  sftEdit: '/mainifest/sftTpl/manifestSFTTplEdit',
  customerSftList: '/external/workbench/mainifest/sftTpl/ManifestSFTTpl',
  customerSftEdit: '/external/workbench/mainifest/sftTpl/ManifestSFTTplEdit',
  workbenchSftList: '/workbench/manifest/sftTpl/ManifestSFTTpl',
  workbenchSftEdit: '/workbench/mainifest/sftTpl/manifestSFTTplEdit',
  configList: '/mainifest/config/ManifestConfigList',
  configEdit: '/mainifest/config/ManifestConfigEdit',
  configInfo: '/mainifest/config/ManifestConfigInfo',
  remarks: '/mainifest/remarkConfig',
} as const;
const G = MANIFEST_SETUP_PAGES;

/** Where a manifest's parties are filled (the edit pages open under the submit lists): their template pickers read the templates. */
const MANIFEST_EDITORS = [
  '/mainifest/create',
  '/mainifest/submitList',
  '/external/workbench/mainifest/create',
  '/external/workbench/mainifest/submitList',
  '/workbench/manifest/create',
  '/workbench/mainifest/edit',
];
/** Where remarks are picked: the verifier returns with a reason, an amendment (under the send list) names its change reason. */
const REMARK_READERS = [G.remarks, ...MANIFEST_EDITORS, '/mainifest/verifyList', '/mainifest/sendFailList', '/mainifest/sendList'];

// the edit and detail pages open under these menus (their `parent` in the route table)
const SFT_MENUS = [G.sftList, G.customerSftList, G.workbenchSftList];
const CONFIG_MENUS = [G.configList];

export const MANIFEST_SETUP_ACCESS = {
  /** A company's templates (staff: any company's, customers: their own). */
  sftTemplateRead: read([...SFT_MENUS, ...MANIFEST_EDITORS]),
  sftTemplateEdit: act(SFT_MENUS, 'editSftTemplate'),
  manifestConfigRead: read(CONFIG_MENUS, true),
  manifestConfigEdit: act(CONFIG_MENUS, 'editManifestConfig', true),
  manifestRemarkRead: read(REMARK_READERS),
  manifestRemarkEdit: act([G.remarks], 'editManifestRemark', true),
  /** A remark's history: the platform's, like its edits. */
  manifestRemarkHistory: read([G.remarks], true),
} as const;

export const manifestSetupContract = contractModule({
  name: 'manifestSetup',
  paths: MANIFEST_SETUP_PATHS,
  access: MANIFEST_SETUP_ACCESS,
  buttons: {
    editSftTemplate: { zh: '维护收发通模板', en: 'Edit party templates' },
    editManifestConfig: { zh: '维护舱单配置', en: 'Edit manifest configurations' },
    editManifestRemark: { zh: '维护舱单备注', en: 'Edit manifest remarks' },
  },
});
