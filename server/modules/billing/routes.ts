import type { FastifyInstance } from 'fastify';
import { billingCalls as C, type InvoiceRow, InvoiceRowSchema, invoicePrintCall } from '../../../src/contract/billing/calls';
import { INVOICE_KIND_WORDS, INVOICE_STATUS_WORDS } from '../../../src/contract/billing/words';
import { normalAmount } from '../../../src/domain/money/amounts';
import type { Db } from '../../db/types';
import { badKey, readIdempotencyKey } from '../../http/idempotency';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import { printPdf } from '../../platform/pdf/print';
import { issuerOf } from '../companies/public';
import { invoiceDrawing } from './pdf';
import { invoiceListSql, issuerCompanyOf } from './invoiceRepository';
import { billingService } from './service';
import { route } from '../../http/route';

/** The billing calls (operations.md §10.4): each parses, takes the actor, calls one service function and answers. */
export function billingRoutes(fastify: FastifyInstance, db: Db): void {
  const b = billingService(db);

  route(fastify, C.chargeList, async ({ actor, input }, r) => sendOutcome(r, await b.sheet(actor, input.CGO_ID)));
  route(fastify, C.jobs, async ({ actor, input }, r) => sendOutcome(r, await b.jobs(actor, input.Text ?? '')));
  route(fastify, C.takeFromBooking, async ({ actor, input }, r) => sendOutcome(r, await b.take(actor, input.CGO_ID)));
  route(fastify, C.chargeSave, async ({ actor, input }, r) => sendOutcome(r, await b.save(actor, input)));
  route(fastify, C.chargeConfirm, async ({ actor, input }, r) => sendOutcome(r, await b.confirm(actor, input.Ids)));
  route(fastify, C.invoiceCreate, async ({ actor, input }, r) => sendOutcome(r, await b.create(actor, input)));
  route(fastify, C.invoiceConfirm, async ({ actor, input }, r) => {
    const { Id, Version } = input;
    return sendOutcome(r, await b.confirmInvoice(actor, Id, Version));
  });
  route(fastify, C.invoiceRequestTax, async ({ actor, input, request: q }, r) => {
    // the request goes out once per invoice version (the outbox's key); the header is required as for every channel send
    const key = readIdempotencyKey(q);
    if (!key.ok || !key.key) return badKey(q, r);
    return sendOutcome(r, await b.requestTax(actor, input.Id));
  });
  route(fastify, C.invoicePay, async ({ actor, input }, r) => sendOutcome(r, await b.pay(actor, input)));
  route(fastify, C.invoiceVoid, async ({ actor, input }, r) => sendOutcome(r, await b.voidInvoice(actor, input)));
  route(fastify, C.invoiceGet, async ({ actor, input }, r) => sendOutcome(r, await b.get(actor, input.Id)));
  route(fastify, invoicePrintCall, { file: true }, async ({ actor, input }, r) => {
    const got = await b.get(actor, input.Id);
    if (!got.ok) return sendOutcome(r, got);
    // drawn off the event loop, within the person's share of prints and the page bound
    const issuerId = await issuerCompanyOf(db, got.value.Id);
    const issuer = (issuerId && (await issuerOf(db, issuerId))) || null;
    const pdf = await printPdf(`employee:${actor.id}`, invoiceDrawing, { Invoice: got.value, Issuer: issuer });
    if (!pdf.ok) return sendOutcome(r, pdf);
    return r.type('application/pdf').header('content-disposition', `inline; filename="${got.value.INV_NO}.pdf"`).send(pdf.value);
  });

  defineList<InvoiceRow, InvoiceRow>(fastify, db, {
    path: C.invoiceList.path,
    item: InvoiceRowSchema,
    access: C.invoiceList.access,
    exportAccess: C.invoiceList.access,
    title: 'invoices',
    base: (actor) => (actor.companyKind === 'platform' ? { sql: invoiceListSql(false), params: [] } : { sql: invoiceListSql(true), params: [actor.companyId] }),
    columns: [
      { key: 'INV_NO', filter: 'text', sortable: true, notNull: true },
      { key: 'CGO_ID', filter: 'text' },
      { key: 'PartyName', filter: 'text' },
      { key: 'INV_STATUS', filter: 'exact', type: 'integer', values: ['1', '2', '3', '4', '5', '6'] },
      { key: 'INV_KIND', filter: 'exact', type: 'integer', values: ['1', '2', '3', '4'] },
      { key: 'INV_CURRENCY', filter: 'exact' },
      { key: 'DueDate', sortable: true },
    ],
    order: 't."Id" desc',
    // each amount in its currency's ISO 4217 digits (JPY 12345, BHD 3.000), on the screen and in the export alike
    present: (row) => ({
      ...row,
      Id: Number(row.Id),
      Total: normalAmount(row.Total, row.INV_CURRENCY),
      Tax: normalAmount(row.Tax, row.INV_CURRENCY),
      Paid: normalAmount(row.Paid, row.INV_CURRENCY),
    }),
    sheet: [
      { header: '账单号 Invoice no.', value: (r) => r.INV_NO, width: 16 },
      { header: '类型 Kind', value: (r, lang) => INVOICE_KIND_WORDS[r.INV_KIND]?.[lang] ?? '', width: 14 },
      { header: '状态 State', value: (r, lang) => INVOICE_STATUS_WORDS[r.INV_STATUS]?.[lang] ?? '', width: 10 },
      { header: '业务编号 Job', value: (r) => r.CGO_ID, width: 20 },
      { header: '结算对象 Party', value: (r) => r.PartyName, width: 24 },
      { header: '币种 Currency', value: (r) => r.INV_CURRENCY, width: 8 },
      { header: '金额 Total', value: (r) => r.Total, width: 14 },
      { header: '税额 Tax', value: (r) => r.Tax, width: 12 },
      { header: '已收 Paid', value: (r) => r.Paid, width: 14 },
      { header: '开账日期 Date', value: (r) => r.IssueDate, width: 12 },
      { header: '到期日 Due', value: (r) => r.DueDate, width: 12 },
    ],
  });
}
