import { ENDPOINTS } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite, OTHER_CGO } from '../support/crossCompany';

/**
 * Entry orders are each customer company's own (operations.md §9, orderAccess.ts): 天祥's people
 * naming 海越's order, its supplement, its file or 海越's own form find nothing (404, as if absent)
 * on the calls a customer may make — save, submit, cancel, read, the board, the data sheet, the
 * files, filling a supplement; the calls of the platform's desk (designing and publishing forms, the
 * form uses, deciding, linking a booking, requesting, deciding and cancelling supplements, assigning
 * the agent) and the destination agents' (recording milestones) are refused before any lookup (403);
 * another company's file named as a supplement's answer is refused as input (400). The demo enters
 * only 天祥's orders (demoOrders.ts): 海越's form, form use, order, supplement and file are written
 * here with SQL, in the shape of migration 090, each by the query that names its id.
 */
const NBHY = `select id from companies where code = 'CUS-NBHY'`;
const OTHER_FORM_NAME = '海越专用出口整箱委托';
const OWN_IDS = {
  // a published form made for 海越 alone (its fields: the platform-wide form's)
  otherForm: `with f as (
      insert into entry_forms (efm_name, efm_version, company_id, efm_fields, efm_status, published_at)
      select '${OTHER_FORM_NAME}', 1, (${NBHY}),
             coalesce((select efm_fields from entry_forms where efm_status = 'PUBLISHED' and company_id is null order by id limit 1), '[]'::jsonb),
             'PUBLISHED', now()
      returning id)
    select id from f`,
  otherFormUse: `with u as (
      insert into entry_form_uses (company_id, ent_direction, ent_transport_method, efm_name)
      select (${NBHY}), 'EXPORT', 'FCL', '${OTHER_FORM_NAME}' returning id)
    select id from u`,
  // a draft: what its customer may still save, submit and cancel
  otherOrder: `with o as (
      insert into entry_orders (ent_no, company_id, ent_form_id, ent_direction, ent_transport_method, ent_goods, ent_status)
      select 'EOCROSS0001', (${NBHY}), f.id, 'EXPORT', 'FCL', 'CERAMIC TILES', 1 from entry_forms f where f.efm_name = '${OTHER_FORM_NAME}'
      returning id)
    select id from o`,
  // asked of 海越, open: what its assignee may fill
  otherSupplement: `with s as (
      insert into order_supplements (sup_no, sup_ent_id, sup_scope, sup_assignee_company_id, sup_items, sup_due_at, sup_status)
      select 'SUPCROSS0001', o.id, 'ORDER', o.company_id, '[{"Key":"PoNo","Label":{"zh":"客户订单号","en":"Customer PO no."},"Kind":"field","Required":true}]'::jsonb,
             now() + interval '2 days', 1
        from entry_orders o where o.ent_no = 'EOCROSS0001'
      returning id)
    select id from s`,
  otherFile: `with f as (
      insert into entry_files (ent_id, file_key, file_name, content_type, size, sha256, bytes, company_id)
      select o.id, 'Msds', 'msds.pdf', 'application/pdf', 4, 'cross', '\\x25504446'::bytea, o.company_id from entry_orders o where o.ent_no = 'EOCROSS0001'
      returning id)
    select id from f`,
  // a link to 海越's supplement, made by the platform's staff
  otherSupplementShare: `with s as (
      insert into shares (token_hash, doc_type, doc_id, company_id, scope, expires_at, created_by)
      select 'cross-entry-share', 'entrySupplement', s.id::text, s.sup_assignee_company_id, '{FILL_SUPPLEMENT}', now() + interval '7 days',
             (select e.id from employee_directory e join user_directory u on u.id = e.user_id where u.account = 'entry@demo.test' limit 1)
        from order_supplements s where s.sup_no = 'SUPCROSS0001'
      returning id)
    select id from s`,
  // 天祥's own booked order of the demo (on CGO-HZTX-2611-003), and its open supplement of the demo (the booked order's: its HS code and MSDS), to answer with 海越's file
  ownOrder: `select id from entry_orders where ent_cgo_id = 'CGO-HZTX-2611-003'`,
  ownSupplement: `select s.id from order_supplements s join companies c on c.id = s.sup_assignee_company_id
    where c.code = 'CUS-HZTX' and s.sup_status = 1 and s.sup_items @> '[{"Key":"Msds"}]'::jsonb order by s.id limit 1`,
};
type K = keyof typeof OWN_IDS;
const E = ENDPOINTS;
const order = { ENT_DIRECTION: 'EXPORT', ENT_TRANSPORT_METHOD: 'FCL' } as const;
const item = { Key: 'PoNo', Label: { zh: '客户订单号', en: 'Customer PO no.' }, Kind: 'field', Required: true };
const due = () => new Date(Date.now() + 86_400_000).toISOString();
const get = (url: string, id: string, query: CrossCase<K>['query'], expected: CrossCase<K>['expected'] = 404): CrossCase<K> => ({
  method: 'GET',
  url,
  id,
  query,
  expected,
});
const post = (url: string, id: string, payload: CrossCase<K>['payload'], expected: CrossCase<K>['expected'] = 404): CrossCase<K> => ({
  method: 'POST',
  url,
  id,
  payload,
  expected,
});

const CROSS: CrossCase<K>[] = [
  // forms: a customer reads the published forms it may use (its own, the platform-wide); the desk designs them and says who uses which
  get(E.entryFormGet, 'Id', (ids) => `Id=${ids.otherForm}`),
  post(E.entryFormSave, 'Id', (ids) => ({ Id: ids.otherForm, VERSION: 1, EFM_NAME: OTHER_FORM_NAME, EFM_FIELDS: [] }), 403),
  post(E.entryFormSave, 'CompanyId', (ids) => ({ EFM_NAME: '越界表单', CompanyId: ids.otherCompany, EFM_FIELDS: [] }), 403),
  post(E.entryFormPublish, 'Id', (ids) => ({ Id: ids.otherForm, VERSION: 1 }), 403),
  post(E.entryFormRetire, 'Id', (ids) => ({ Id: ids.otherForm, VERSION: 1 }), 403),
  post(E.entryFormSaveUse, 'Id', (ids) => ({ Id: ids.otherFormUse, CompanyId: ids.otherCompany, ...order, EFM_NAME: OTHER_FORM_NAME }), 403),
  post(E.entryFormSaveUse, 'CompanyId', (ids) => ({ CompanyId: ids.otherCompany, ...order, ENT_TRANSPORT_METHOD: 'LCL', EFM_NAME: OTHER_FORM_NAME }), 403),
  post(E.entryFormDeleteUse, 'Id', (ids) => ({ Id: ids.otherFormUse }), 403),
  // orders: another company's order is absent; so is another company's form to enter a new one on
  post(E.entryOrderSave, 'Id', (ids) => ({ Id: ids.otherOrder, VERSION: 1, ENT_FORM_ID: ids.otherForm, ...order, ENT_GOODS: '越界' })),
  post(E.entryOrderSave, 'ENT_FORM_ID', (ids) => ({ ENT_FORM_ID: ids.otherForm, ...order, ENT_GOODS: '越界' })),
  post(E.entryOrderSubmit, 'Id', (ids) => ({ Id: ids.otherOrder, VERSION: 1 })),
  post(E.entryOrderDecide, 'Id', (ids) => ({ Id: ids.otherOrder, VERSION: 1, Accept: false, Reason: '越界' }), 403),
  post(E.entryOrderDecide, 'OperatorId', (ids) => ({ Id: ids.otherOrder, VERSION: 1, Accept: true, OperatorId: ids.otherEmployee }), 403),
  post(E.entryOrderLinkBooking, 'Id', (ids) => ({ Id: ids.otherOrder, VERSION: 1, CGO_ID: OTHER_CGO }), 403),
  post(E.entryOrderLinkBooking, 'CGO_ID', (ids) => ({ Id: ids.otherOrder, VERSION: 1, CGO_ID: OTHER_CGO }), 403),
  post(E.entryOrderMakeBooking, 'Id', (ids) => ({ Id: ids.otherOrder, VERSION: 1 }), 403),
  post(E.entryOrderCancel, 'Id', (ids) => ({ Id: ids.otherOrder, VERSION: 1, Reason: '越界' })),
  get(E.entryOrderGet, 'Id', (ids) => `Id=${ids.otherOrder}`),
  { ...get(E.entryOrderGet, 'Id', (ids) => `Id=${ids.otherOrder}`), who: 'customer@demo.test' },
  get(E.entryOrderLog, 'Id', (ids) => `Id=${ids.otherOrder}`),
  get(E.entryOrderBoard, 'ENT_ID', (ids) => `ENT_ID=${ids.otherOrder}`),
  // the data sheet: of another company's order or booking
  get(E.logisticsDataGet, 'ENT_ID', (ids) => `ENT_ID=${ids.otherOrder}`),
  get(E.logisticsDataGet, 'CGO_ID', () => `CGO_ID=${OTHER_CGO}`),
  get(E.logisticsDataExport, 'ENT_ID', (ids) => `ENT_ID=${ids.otherOrder}&Format=xlsx`),
  get(E.logisticsDataExport, 'CGO_ID', () => `CGO_ID=${OTHER_CGO}&Format=json`),
  // files: another company's order and its files are absent; so is its supplement named beside 天祥's own order
  { method: 'POST', url: E.entryFileUpload, id: 'ENT_ID', query: (ids) => `ENT_ID=${ids.otherOrder}&Key=Msds&FileName=x.pdf`, expected: 404 },
  {
    method: 'POST',
    url: E.entryFileUpload,
    id: 'SUP_ID',
    query: (ids) => `ENT_ID=${ids.ownOrder}&SUP_ID=${ids.otherSupplement}&Key=PoNo&FileName=x.pdf`,
    expected: 404,
  },
  get(E.entryFileList, 'ENT_ID', (ids) => `ENT_ID=${ids.otherOrder}`),
  get(E.entryFileDownload, 'Id', (ids) => `Id=${ids.otherFile}`),
  // supplements: the desk requests, decides and cancels them; a customer reads and fills those asked of its company
  post(
    E.orderSupplementRequest,
    'ENT_ID',
    (ids) => ({ ENT_ID: ids.otherOrder, Scope: 'ORDER', AssigneeCompanyId: ids.otherCompany, Items: [item], DueAt: due() }),
    403,
  ),
  post(
    E.orderSupplementRequest,
    'CGO_ID',
    (ids) => ({ CGO_ID: OTHER_CGO, Scope: 'ORDER', AssigneeCompanyId: ids.otherCompany, Items: [item], DueAt: due() }),
    403,
  ),
  post(
    E.orderSupplementRequest,
    'AssigneeCompanyId',
    (ids) => ({ ENT_ID: ids.otherOrder, Scope: 'ORDER', AssigneeCompanyId: ids.otherCompany, Items: [item], DueAt: due() }),
    403,
  ),
  post(E.orderSupplementFill, 'Id', (ids) => ({ Id: ids.otherSupplement, VERSION: 1, Answers: { PoNo: 'PO-9999' }, Files: [] })),
  // 天祥's own supplement answered with 海越's file: not a file of this order
  post(
    E.orderSupplementFill,
    'Files[].FileId',
    (ids) => ({ Id: ids.ownSupplement, VERSION: 1, Answers: { ENT_HSCODE: '940360' }, Files: [{ Key: 'Msds', FileId: ids.otherFile }] }),
    400,
  ),
  post(E.orderSupplementDecide, 'Id', (ids) => ({ Id: ids.otherSupplement, VERSION: 1, Accept: false, Remarks: '越界' }), 403),
  post(E.orderSupplementCancel, 'Id', (ids) => ({ Id: ids.otherSupplement, VERSION: 1, Reason: '越界' }), 403),
  get(E.orderSupplementGet, 'Id', (ids) => `Id=${ids.otherSupplement}`),
  // the second half: the destination agents' and the desk's, never a customer's
  post(E.secondHalfRecord, 'ENT_ID', (ids) => ({ ENT_ID: ids.otherOrder, Milestone: 'DISC', At: '2026-01-01T08:00:00+08:00' }), 403),
  post(E.secondHalfAssign, 'ENT_ID', (ids) => ({ ENT_ID: ids.otherOrder, VERSION: 1, AgentCompanyId: null }), 403),
  post(E.secondHalfAssign, 'AgentCompanyId', (ids) => ({ ENT_ID: ids.otherOrder, VERSION: 1, AgentCompanyId: ids.otherCompany }), 403),
  // share links: 海越's supplement is absent to 天祥's people (who may link their own); the second half's are the desk's and the agents'
  post(E.entryShareSupplement, 'Id', (ids) => ({ Id: ids.otherSupplement })),
  post(E.entryShareRevokeSupplement, 'Id', (ids) => ({ Id: ids.otherSupplementShare })),
  get(E.entryShareList, 'SUP_ID', (ids) => `SUP_ID=${ids.otherSupplement}`),
  get(E.entryShareList, 'ENT_ID', (ids) => `ENT_ID=${ids.otherOrder}`),
  post(E.entryShareSecondHalf, 'ENT_ID', (ids) => ({ ENT_ID: ids.otherOrder }), 403),
  post(E.entryShareRevokeSecondHalf, 'Id', (ids) => ({ Id: ids.otherSupplementShare }), 403),
];

/** What a customer's employee names here is of its own company whatever it says (the staff name the customer they work for). */
const OWN_COMPANY = 'a customer’s employee gets its own company’s, whatever CompanyId it names (only the staff name the customer): never another company’s';
const TAX_ID = 'a party’s tax number as typed (USCC, EORI), not a record id';
const FILTER =
  'a filter on a list already scoped to the caller’s company (its orders, the supplements asked of it, the forms it may use): another company’s id finds nothing';
const NOT_COMPANY_SCOPED: Record<string, string> = {
  [`POST ${E.entryShareFillSupplement} Files[].FileId`]:
    "a share link's fill (no session: the token is the authority) names files of the link's own order only: another order's file is refused SUP_ITEM_UNKNOWN by the fill's own check (shares.test.ts)",
  [`GET ${E.entryFormForOrder} CompanyId`]: OWN_COMPANY,
  [`GET ${E.entryFormUses} CompanyId`]: OWN_COMPANY,
  [`GET ${E.entryOrderPartyTemplates} CompanyId`]: OWN_COMPANY,
  [`GET ${E.entryOrderBookings} CompanyId`]: OWN_COMPANY,
  [`POST ${E.entryOrderSave} CompanyId`]: `${OWN_COMPANY} (the staff's must be an active customer: CUSTOMER_INVALID)`,
  [`POST ${E.entryOrderSave} ENT_OPERATOR_ID`]:
    'a customer’s employee names no operator (ignored: the staff’s choice is kept); the staff’s must be one of the platform’s (OPERATOR_NOT_STAFF)',
  [`POST ${E.entryOrderSave} ENT_SALES_ID`]:
    'a customer’s employee names no salesperson (ignored: the staff’s choice is kept); the staff’s must be one of the platform’s (OPERATOR_NOT_STAFF)',
};
for (const party of ['Shipper', 'Consignee', 'Notify']) NOT_COMPANY_SCOPED[`POST ${E.entryOrderSave} ${party}.TaxId`] = TAX_ID;
for (const [path, names] of [
  [E.entryOrderList, ['CompanyId', 'ENT_OPERATOR_ID']],
  [E.orderSupplementList, ['ENT_ID', 'CGO_ID', 'AssigneeCompanyId']],
  [E.entryFormList, ['CompanyId']],
] as const)
  for (const p of [path, `${path}/Export`]) for (const name of names) NOT_COMPANY_SCOPED[`GET ${p} ${name}`] = FILTER;

crossCompanySuite('entryOrder', CROSS, NOT_COMPANY_SCOPED, OWN_IDS);
