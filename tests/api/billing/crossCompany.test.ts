import { ENDPOINTS } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite, OTHER_CGO } from '../support/crossCompany';

/**
 * Billing is each company's own: 天祥's employees naming 宁波海越's job or invoice find nothing (404,
 * as if absent); the calls that change charges and invoices are the platform's finance desk's (403).
 * The other company's invoice is made by SQL here (the demo bills only 天祥).
 */
const OWN_IDS = {
  otherInvoice: `with c as (
      insert into charges (company_id, chg_cgo_id, chg_side, chg_party_id, chg_code, chg_name, chg_basis, chg_qty, chg_unit_price, chg_currency, chg_amount, chg_term, chg_tax_code)
      select company_id, cgo_id, 'AR', company_id, 'OF', 'OF', 'PER_BL', 1, 10, 'CNY', 10, 'PRE', 'EXEMPT_INTL_AGENCY' from bookings where cgo_id = '${OTHER_CGO}' returning id, company_id)
    insert into invoices (inv_no, company_id, inv_cgo_id, inv_kind, inv_side, inv_party_id, inv_currency, inv_total, inv_issue_date, inv_due_date, inv_status)
    select 'DNX' || c.id, c.company_id, '${OTHER_CGO}', 1, 'AR', c.company_id, 'CNY', 10, current_date, current_date, 2 from c returning id`,
};
const CROSS: CrossCase<keyof typeof OWN_IDS>[] = [
  { method: 'GET', url: ENDPOINTS.chargeList, id: 'CGO_ID', query: () => `CGO_ID=${OTHER_CGO}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.chargeList, id: 'CGO_ID', who: 'customer@demo.test', query: () => `CGO_ID=${OTHER_CGO}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.invoiceGet, id: 'Id', query: (ids) => `Id=${ids.otherInvoice}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.invoicePrint, id: 'Id', query: (ids) => `Id=${ids.otherInvoice}`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.chargeTakeFromBooking, id: 'CGO_ID', payload: () => ({ CGO_ID: OTHER_CGO }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.chargeSave,
    id: 'CGO_ID',
    payload: () => ({
      CGO_ID: OTHER_CGO,
      Lines: [
        { CHG_SIDE: 'AR', CHG_PARTY_ID: 1, CHG_CODE: 'OF', CHG_BASIS: 'PER_BL', CHG_QTY: '1', CHG_UNIT_PRICE: '1', CHG_CURRENCY: 'CNY', CHG_TERM: 'PRE' },
      ],
    }),
    expected: 403,
  },
  ...(['Lines[].Id', 'Lines[].CHG_PARTY_ID', 'Lines[].CHG_HBL_ID'] as const).map(
    (id): CrossCase<keyof typeof OWN_IDS> => ({
      method: 'POST',
      url: ENDPOINTS.chargeSave,
      id,
      payload: () => ({
        CGO_ID: OTHER_CGO,
        Lines: [
          {
            Id: 1,
            Version: 1,
            CHG_SIDE: 'AR',
            CHG_PARTY_ID: 1,
            CHG_HBL_ID: 1,
            CHG_CODE: 'OF',
            CHG_BASIS: 'PER_BL',
            CHG_QTY: '1',
            CHG_UNIT_PRICE: '1',
            CHG_CURRENCY: 'CNY',
            CHG_TERM: 'PRE',
          },
        ],
      }),
      expected: 403,
    }),
  ),
  {
    method: 'POST',
    url: ENDPOINTS.invoiceCreate,
    id: 'BuyerTaxId',
    payload: () => ({ Kind: 3, PartyId: 1, ChargeIds: [1], Currency: 'CNY', BuyerName: 'x', BuyerTaxId: 'y' }),
    expected: 403,
  },
  { method: 'POST', url: ENDPOINTS.invoiceCreate, id: 'PartyId', payload: () => ({ Kind: 1, PartyId: 1, ChargeIds: [1], Currency: 'CNY' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.chargeConfirm, id: 'Ids', payload: () => ({ Ids: [1] }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.invoiceCreate, id: 'ChargeIds', payload: () => ({ Kind: 1, PartyId: 1, ChargeIds: [1], Currency: 'CNY' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.invoiceConfirm, id: 'Id', payload: (ids) => ({ Id: ids.otherInvoice, Version: 1 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.invoiceRequestTax, id: 'Id', payload: (ids) => ({ Id: ids.otherInvoice }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.invoicePay,
    id: 'Id',
    payload: (ids) => ({ Id: ids.otherInvoice, Version: 1, Amount: '1', Date: '2026-11-01' }),
    expected: 403,
  },
  { method: 'POST', url: ENDPOINTS.invoiceVoid, id: 'Id', payload: (ids) => ({ Id: ids.otherInvoice, Reason: 'x' }), expected: 403 },
];

// the list's job filter narrows the reader's own rows: another company's job finds none (the base query is scoped)
const SCOPED_LISTS = {
  [`GET ${ENDPOINTS.invoiceList} CGO_ID`]: 'a filter of the list, whose base query holds only the reader company’s AR invoices',
  [`GET ${ENDPOINTS.invoiceList}/Export CGO_ID`]: 'the same filter on the export',
};

crossCompanySuite('billing', CROSS, SCOPED_LISTS, OWN_IDS);
