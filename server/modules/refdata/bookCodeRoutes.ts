import type { FastifyInstance } from 'fastify';
import { codeCalls as C, BookCodeRowSchema, type BookCodeRow } from '../../../src/contract/refdata/codeCalls';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { idsOfText } from '../../../src/domain/refdata/agencies';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { companyCell } from './bookingAgencyRoutes';
import { masterRoutes } from './masterRoutes';
import { bookCodeRows } from './bookCodeService';
import { sheetFields } from './masterOutcome';

const codesOf = (cell: string | undefined) => (cell ?? '').split(/[\s,，;；]+/).filter(Boolean);
/** One id from a cell ("5" or "5 Shanghai Yuanda", as exported); none when empty. */
function oneId(cell: string | undefined, what: string): number | null {
  const ids = idsOfText(cell ?? '');
  if (ids.length > 1 || ids.some(Number.isNaN)) throw new Error(`${what} "${cell}" is no id (as exported: the id first)`);
  return ids[0] ?? null;
}

/**
 * Booking codes (`/DataMaintenance/BookCodes`, also `/quckBook/BookCode`; commercial.md §1.1
 * BookCode): a carrier's contract number (约号) a booking is placed under, with its validity, the
 * agent, the lanes and the customers allowed. The rule a booking obeys is bookCodeUsable
 * (src/domain/refdata/bookCodes.ts); the list derives EXPIRED from today's date.
 */
export function bookCodeRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  defineList<BookCodeRow, BookCodeRow>(fastify, db, {
    path: P.bookCodeList,
    item: BookCodeRowSchema,
    access: A.bookCodeRead,
    exportAccess: A.bookCodeRead,
    title: 'booking-codes',
    base: () => ({
      sql: `select b.code as "Code", b.carrier_code as "CarrierCode", b.booking_agency_id::integer as "BookingAgencyId",
              coalesce(a.name, '') as "BookingAgencyName", b.contract_no as "ContractNo", b.named_account as "NamedAccount",
              to_char(b.valid_from, 'YYYY-MM-DD') as "ValidFrom", to_char(b.valid_to, 'YYYY-MM-DD') as "ValidTo",
              b.trade_lane_codes as "TradeLaneCodes", b.allowed_company_ids::integer[] as "AllowedCompanyIds",
              array(select c.code from unnest(b.allowed_company_ids) with ordinality u(id, n) join company_directory c on c.id = u.id order by u.n) as "AllowedCompanyCodes",
              b.remarks as "Remarks", b.status as "Status",
              case when b.status <> 'ACTIVE' then 'DISABLED' when b.valid_to < $1::date then 'EXPIRED' else 'ACTIVE' end as "State",
              b.version as "Version"
            from book_codes b left join booking_agencies a on a.id = b.booking_agency_id`,
      params: [todayInShanghai()],
    }),
    columns: [
      { key: 'Code', filter: 'text', sortable: true },
      { key: 'CarrierCode', filter: 'text', sortable: true },
      { key: 'ContractNo', filter: 'text', sortable: true },
      { key: 'BookingAgencyName', filter: 'text', sortable: true },
      { key: 'ValidTo', sortable: true },
      { key: 'State', filter: 'exact', values: ['ACTIVE', 'DISABLED', 'EXPIRED'] },
      { key: 'Status', filter: 'exact', values: ['ACTIVE', 'DISABLED'] },
    ],
    order: 't."CarrierCode", t."Code"',
    present: (r) => r,
    sheet: [
      { header: '代码 Code', value: (r) => r.Code, width: 12 },
      { header: '船公司 Carrier', value: (r) => r.CarrierCode, width: 8 },
      { header: '约号 Contract No', value: (r) => r.ContractNo, width: 24 },
      { header: '订舱代理 Agency', value: (r) => companyCell(r.BookingAgencyId, r.BookingAgencyName), width: 30 },
      { header: '指定账户 Named account', value: (r) => r.NamedAccount, width: 20 },
      { header: '生效 Valid from', value: (r) => r.ValidFrom, width: 12 },
      { header: '截止 Valid to', value: (r) => r.ValidTo, width: 12 },
      { header: '航线 Lanes', value: (r) => r.TradeLaneCodes.join(' '), width: 20 },
      {
        header: '适用客户 Customers',
        value: (r) => r.AllowedCompanyIds.map((id, i) => `${id} ${r.AllowedCompanyCodes[i] ?? ''}`.trim()).join(', '),
        width: 30,
      },
      { header: '备注 Remarks', value: (r) => r.Remarks, width: 30 },
    ],
  });

  const rows = bookCodeRows(db, hub);

  defineImport(
    fastify,
    db,
    rows.importSpec(
      `${P.bookCodeList}/Import`,
      A.bookCodeEdit,
      sheetFields([
        { key: 'Code', header: '代码 Code', required: true },
        { key: 'CarrierCode', header: '船公司 Carrier', required: true },
        { key: 'ContractNo', header: '约号 Contract No', required: true },
        { key: 'Agency', header: '订舱代理 Agency' },
        { key: 'NamedAccount', header: '指定账户 Named account' },
        { key: 'ValidFrom', header: '生效 Valid from', required: true },
        { key: 'ValidTo', header: '截止 Valid to', required: true },
        { key: 'Lanes', header: '航线 Lanes' },
        { key: 'Customers', header: '适用客户 Customers' },
        { key: 'Remarks', header: '备注 Remarks' },
      ]),
      (c) => {
        const customers = idsOfText(c.Customers ?? '');
        if (customers.some(Number.isNaN)) throw new Error(`Customers "${c.Customers}": each is a company id (as exported: "3 CUS-HZTX")`);
        return {
          Code: c.Code!,
          CarrierCode: c.CarrierCode!,
          ContractNo: c.ContractNo!,
          BookingAgencyId: oneId(c.Agency, 'Agency'),
          NamedAccount: c.NamedAccount,
          ValidFrom: c.ValidFrom!,
          ValidTo: c.ValidTo!,
          TradeLaneCodes: codesOf(c.Lanes),
          AllowedCompanyIds: customers,
          Remarks: c.Remarks,
        };
      },
    ),
  );
  masterRoutes(fastify, rows, C.bookCode);
}
