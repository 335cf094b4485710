import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { billingCalls as C, type InvoiceRow, InvoiceRowSchema, invoicePrintCall } from '../../../src/contract/billing/calls';
import { INVOICE_KIND_WORDS, INVOICE_STATUS_WORDS } from '../../../src/contract/billing/words';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { normalAmount } from '../../../src/domain/money/amounts';
import type { Db } from '../../db/types';
import { badKey, readIdempotencyKey } from '../../http/idempotency';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import { printPdf } from '../../platform/pdf/print';
import { issuerOf } from '../companies/public';
import { invoiceDrawing } from './pdf';
import { invoiceListSql, issuerCompanyOf } from './repository';
import { billingService } from './service';

/** The billing calls (operations.md §10.4): each parses, takes the actor, calls one service function and answers. */
export function billingRoutes(fastify: FastifyInstance, db: Db): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const b = billingService(db);
  type In<K extends keyof typeof C> = CallInput<(typeof C)[K]>;

  app.get(C.chargeList.path, routeOf(C.chargeList), async (q, r) => sendOutcome(r, await b.sheet(q.actor!, (q.query as In<'chargeList'>).CGO_ID)));
  app.get(C.jobs.path, routeOf(C.jobs), async (q, r) => sendOutcome(r, await b.jobs(q.actor!, (q.query as In<'jobs'>).Text ?? '')));
  app.post(C.takeFromBooking.path, routeOf(C.takeFromBooking), async (q, r) =>
    sendOutcome(r, await b.take(q.actor!, (q.body as In<'takeFromBooking'>).CGO_ID)),
  );
  app.post(C.chargeSave.path, routeOf(C.chargeSave), async (q, r) => sendOutcome(r, await b.save(q.actor!, q.body as In<'chargeSave'>)));
  app.post(C.chargeConfirm.path, routeOf(C.chargeConfirm), async (q, r) => sendOutcome(r, await b.confirm(q.actor!, (q.body as In<'chargeConfirm'>).Ids)));
  app.post(C.invoiceCreate.path, routeOf(C.invoiceCreate), async (q, r) => sendOutcome(r, await b.create(q.actor!, q.body as In<'invoiceCreate'>)));
  app.post(C.invoiceConfirm.path, routeOf(C.invoiceConfirm), async (q, r) => {
    const { Id, Version } = q.body as In<'invoiceConfirm'>;
    return sendOutcome(r, await b.confirmInvoice(q.actor!, Id, Version));
  });
  app.post(C.invoiceRequestTax.path, routeOf(C.invoiceRequestTax), async (q, r) => {
    // the request goes out once per invoice version (the outbox's key); the header is required as for every channel send
    const key = readIdempotencyKey(q);
    if (!key.ok || !key.key) return badKey(q, r);
    return sendOutcome(r, await b.requestTax(q.actor!, (q.body as In<'invoiceRequestTax'>).Id));
  });
  app.post(C.invoicePay.path, routeOf(C.invoicePay), async (q, r) => sendOutcome(r, await b.pay(q.actor!, q.body as In<'invoicePay'>)));
  app.post(C.invoiceVoid.path, routeOf(C.invoiceVoid), async (q, r) => sendOutcome(r, await b.voidInvoice(q.actor!, q.body as In<'invoiceVoid'>)));
  app.get(C.invoiceGet.path, routeOf(C.invoiceGet), async (q, r) => sendOutcome(r, await b.get(q.actor!, (q.query as In<'invoiceGet'>).Id)));
  app.get(invoicePrintCall.path, { schema: { querystring: invoicePrintCall.input }, config: { access: invoicePrintCall.access } }, async (q, r) => {
    const got = await b.get(q.actor!, (q.query as { Id: number }).Id);
    if (!got.ok) return sendOutcome(r, got);
    // drawn off the event loop, within the person's share of prints and the page bound
    const issuerId = await issuerCompanyOf(db, got.value.Id);
    const issuer = (issuerId && (await issuerOf(db, issuerId))) || null;
    const pdf = await printPdf(`employee:${q.actor!.id}`, invoiceDrawing, { Invoice: got.value, Issuer: issuer });
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
