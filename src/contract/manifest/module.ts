import { act, read } from '../accessRow';
import { contractModule, liveFrame } from '../registry';

/**
 * Customs manifests (舱单, issue 35, operations.md §7): one per bill per filing (China export first),
 * drafted by the customer or a documentation clerk (blank, from an approved SI, a duplicate or an
 * Excel upload), submitted, verified by a manifest verifier, sent through the CN_MANIFEST channel and
 * answered by customs' receipts (accepted / rejected, then the stages 运抵 放行 装载 理货). Share links
 * let a shipper or consignee fill its own parties. The calls' schemas are in calls.ts. Filing
 * configurations, remarks and SFT templates are the manifestSetup module's.
 */
export const MANIFEST_PATHS = {
  manifestCreate: '/api/Manifest/Create',
  manifestSave: '/api/Manifest/Save',
  manifestCheck: '/api/Manifest/Check',
  manifestSubmit: '/api/Manifest/Submit',
  manifestVerify: '/api/Manifest/Verify',
  manifestSend: '/api/Manifest/Send',
  manifestAmend: '/api/Manifest/Amend',
  manifestSendAmendment: '/api/Manifest/SendAmendment',
  manifestDelete: '/api/Manifest/Delete',
  manifestRetry: '/api/Manifest/Retry',
  /** The list kit's list (paging, sort, filters, `/Export`) with the Stage, Filing, CGO_ID, BlNo … filters. */
  manifestList: '/api/Manifest/List',
  manifestGet: '/api/Manifest/Get',
  manifestReceipts: '/api/Manifest/Receipts',
  manifestLog: '/api/Manifest/Log',
  /** The record and its history in one answer: the verify desk's one call per click. */
  manifestDetail: '/api/Manifest/Detail',
  /** Excel (sheets bills, containers, goods), as multipart `file`. */
  manifestUpload: '/api/Manifest/Upload',
  manifestUploadList: '/api/Manifest/UploadList',
  /** The upload template (xlsx). */
  manifestUploadTemplate: '/api/Manifest/UploadTemplate',
  /** The manifest as a PDF. */
  manifestPrint: '/api/Manifest/Print',
  /** Per B/L: what is due when and what is missing, across the filings that apply (the gap of §7.7). */
  manifestDue: '/api/Manifest/Due',
  manifestShareCreate: '/api/ManifestShare/Create',
  manifestShareRevoke: '/api/ManifestShare/Revoke',
  manifestShareList: '/api/ManifestShare/List',
  /** The public calls of a share link: the token instead of a session (no access row). */
  manifestShareOpen: '/api/ManifestShare/Open',
  manifestShareSave: '/api/ManifestShare/Save',
  manifestShareSubmit: '/api/ManifestShare/Submit',
} as const;

const S = '/mainifest/';
const X = '/external/workbench/mainifest/';
/** The pages by what they are (operations.md §7.5). */
export const MANIFEST_PAGES = {
  create: `${S}create`,
  edit: `${S}edit`,
  submitList: `${S}submitList`,
  submitInfo: `${S}submitInfo`,
  submitFailedList: `${S}submitFailedList`,
  verifyList: `${S}verifyList`,
  verifyInfo: `${S}verifyInfo`,
  verifyFailedList: `${S}verifyFailedList`,
  sendList: `${S}sendList`,
  sendInfo: `${S}sendInfo`,
  sendFailList: `${S}sendFailList`,
  sendFailInfo: `${S}sendFailInfo`,
  sendEdit: `${S}sendEdit`,
  sendEditInfo: `${S}sendEditInfo`,
  trackList: `${S}trackList`,
  trackInfo: `${S}trackInfo`,
  uploadList: `${S}UploadList`,
  customerCreate: `${X}create`,
  customerEdit: `${X}edit`,
  customerSubmitList: `${X}submitList`,
  customerSubmitInfo: `${X}submitInfo`,
  customerSendList: `${X}sendList`,
  customerSendInfo: `${X}sendInfo`,
  customerTrackList: `${X}trackList`,
  customerTrackInfo: `${X}trackInfo`,
  /** The "new version" paths (§2.18): the same screens as the external workbench's. */
  newEdit: '/workbench/mainifest/edit',
  newCreate: '/workbench/manifest/create',
  newSubmitList: '/workbench/manifest/submitList',
  newVerifyInfo: '/workbench/mainifest/verifyInfo',
  newSubmitFailedList: '/workbench/mainifest/submitFailedList',
  newTrackList: '/workbench/mainifest/trackList',
  newTrackInfo: '/workbench/mainifest/trackInfo',
  newUpload: '/workbench/manifest/ManifestUpload',
  /** The public pages a share link opens. */
  share: '/external/mainifest/share',
  shareInfo: '/external/mainifest/shareInfo',
  shareEdit: '/external/mainifest/edit',
} as const;
const P = MANIFEST_PAGES;

/** The staff's pages (internal tree): the documentation clerk's and the manifest verifier's. */
export const STAFF_MANIFEST_PAGES = [
  P.create,
  P.edit,
  P.submitList,
  P.submitInfo,
  P.submitFailedList,
  P.verifyList,
  P.verifyInfo,
  P.verifyFailedList,
  P.sendList,
  P.sendInfo,
  P.sendFailList,
  P.sendFailInfo,
  P.sendEdit,
  P.sendEditInfo,
  P.trackList,
  P.trackInfo,
  P.uploadList,
];
/** The customers' pages: the external workbench's and the "new version" paths (their own company's manifests). */
export const CUSTOMER_MANIFEST_PAGES = [
  P.customerCreate,
  P.customerEdit,
  P.customerSubmitList,
  P.customerSubmitInfo,
  P.customerSendList,
  P.customerSendInfo,
  P.customerTrackList,
  P.customerTrackInfo,
  P.newEdit,
  P.newCreate,
  P.newSubmitList,
  P.newVerifyInfo,
  P.newSubmitFailedList,
  P.newTrackList,
  P.newTrackInfo,
  P.newUpload,
];
/** Where a draft is made and edited (both sides). */
const EDIT = [
  P.create,
  P.edit,
  P.submitFailedList,
  P.verifyFailedList,
  P.sendEdit,
  P.customerCreate,
  P.customerEdit,
  P.newCreate,
  P.newEdit,
  P.newSubmitFailedList,
];
/** Where a draft is submitted: the edit pages and the submit lists (batch). */
const SUBMIT = [...EDIT, P.submitList, P.customerSubmitList, P.newSubmitList];
/** The verifier's pages (platform staff only). */
const VERIFY = [P.verifyList, P.verifyInfo, P.submitList, P.submitInfo];
/** Where manifests are sent, retried and deleted (platform staff only). */
const SEND = [P.sendList, P.sendInfo, P.sendFailList, P.sendFailInfo, P.sendEdit, P.sendEditInfo, P.verifyList, P.verifyInfo];
const UPLOAD = [P.uploadList, P.newUpload];

/**
 * The detail pages (the route table's `parent`): they open under their list's grant and no button
 * is ever granted on them, so an action row names the lists and the make pages only.
 */
const DETAIL: ReadonlySet<string> = new Set([
  P.edit,
  P.sendEdit,
  P.customerEdit,
  P.submitInfo,
  P.verifyInfo,
  P.sendInfo,
  P.sendFailInfo,
  P.sendEditInfo,
  P.trackInfo,
  P.customerSubmitInfo,
  P.customerSendInfo,
  P.customerTrackInfo,
  P.newTrackInfo,
]);
const on = (pages: readonly string[]) => pages.filter((p) => !DETAIL.has(p));

export const MANIFEST_ACCESS = {
  /** List, Get, Check, Receipts, Log, Print, Due, UploadList/Template, the share list: every manifest page of both sides (scoped by company). */
  manifestRead: read([...STAFF_MANIFEST_PAGES, ...CUSTOMER_MANIFEST_PAGES]),
  manifestCreate: act(on(EDIT), 'create'),
  manifestSave: act(on(EDIT), 'save'),
  manifestSubmit: act(on(SUBMIT), 'submit'),
  manifestVerify: act(on(VERIFY), 'verify', true),
  manifestSend: act(on(SEND), 'send', true),
  /** Opening an amendment of a rejected or accepted manifest (8/9 → 10) and sending it. */
  manifestAmend: act(on([P.sendEdit, P.sendEditInfo, P.sendList, P.sendInfo, P.sendFailList, P.sendFailInfo]), 'amend', true),
  /** Cancelling a draft (owner, both sides) or deleting an accepted one at customs (staff). */
  manifestDelete: act(on([...EDIT, P.submitList, P.customerSubmitList, P.newSubmitList, ...SEND]), 'delete'),
  manifestRetry: act(on([P.sendFailList, P.sendFailInfo, P.sendList]), 'retry', true),
  manifestUpload: act(on(UPLOAD), 'upload'),
  /** Share links for the shipper or consignee (created, revoked). */
  manifestShare: act(on([...EDIT, P.submitInfo, P.customerSubmitInfo]), 'share'),
} as const;

/** What a manifest's share link may let its visitor do (rule `mft.share`): see, fix the parties, fix the goods. */
export const MANIFEST_SHARE_SCOPES = ['VIEW', 'EDIT_PARTIES', 'EDIT_GOODS'] as const;

export const manifestContract = contractModule({
  name: 'manifest',
  /** Its control-tower words (exception codes, roles): loaded with the tower's pages. */
  tower: () => import('./tower/words'),
  actorRoles: ['verifier'],
  shareScopes: MANIFEST_SHARE_SCOPES,
  paths: MANIFEST_PATHS,
  access: MANIFEST_ACCESS,
  buttons: {
    create: { zh: '新建', en: 'Create' },
    save: { zh: '保存', en: 'Save' },
    submit: { zh: '提交', en: 'Submit' },
    verify: { zh: '审核舱单', en: 'Verify manifest' },
    send: { zh: '发送', en: 'Send' },
    amend: { zh: '修改已发送舱单', en: 'Amend sent manifest' },
    delete: { zh: '删除', en: 'Delete' },
    retry: { zh: '重发', en: 'Send again' },
    upload: { zh: '上传', en: 'Upload' },
    share: { zh: '分享', en: 'Share' },
  },
  live: {
    /**
     * A manifest changed (saved, submitted, verified, sent, a receipt applied, a share link's party
     * filled): the screens showing it refetch through their own calls. Sent to the platform's staff
     * and the manifest's company (server/modules/manifest/live.ts).
     */
    manifest: liveFrame<{ Id: number; MFT_STATUS: number; MFT_STAGE: string }>(),
  },
});
