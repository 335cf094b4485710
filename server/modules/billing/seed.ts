import { BILLING_PAGES } from '../../../src/contract/billing/module';
import type { ChargeIn } from '../../../src/contract/billing/calls';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db, Queryable } from '../../db/types';
import { loadActor } from '../../platform/access/grants';
import { grantPageButtons, syncMenuButtons } from '../access/public';
import { seedOriginFeesAtVat6 } from '../refdata/public';
import { runTaxChannel } from './channel';
import { addDays, billingService } from './service';
import { taxInvoiceSimulator } from './simulator';

/** The billing buttons on every internal role holding the InvoiceMake page (the admins hold every page). */
export async function seedBillingAccess(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await grantPageButtons(tx, { customer: [], staff: [BILLING_PAGES.invoiceMake] }, ['billCharges', 'billInvoice', 'billPayment']);
}

/**
 * Finance's tax treatment per fee code (§10.1), as finance would set it on the fee-code screen:
 * freight, surcharges and filings are international freight agency (VAT-exempt, the migration's
 * default); the local origin services are 6 % modern services; CFS handling 6 %.
 */
export const seedFeeCodeTax = (tx: Queryable): Promise<void> => seedOriginFeesAtVat6(tx);

/** The seed's transaction as the services' Db: their transactions are the seed's own. */
const standIn = (tx: Queryable) =>
  ({ ...tx, query: tx.query.bind(tx), exec: tx.exec.bind(tx), transaction: (fn: (q: Queryable) => Promise<unknown>) => fn(tx) }) as unknown as Db;

/** The job carrying the demo charges that are NOT invoiced: the first of 天祥's bookings with an approved SI (for the B/L application's chain). */
export const UNBILLED_DEMO_NOTE = 'first CUS-HZTX booking with an approved SI (status 2) not otherwise used by the billing demo';

/**
 * The demo's bills, made through the service as finance would (issue 37): on 杭州天祥's bookings —
 * CGO-HZTX-2611-001: a USD debit note confirmed and partly paid, a CNY one paid in full, a tax-invoice
 *   request issued by the (simulated) tax platform;
 * CGO-HZTX-2611-002: a draft debit note, a voided one with its credit note, a payable statement to a provider;
 * CGO-HZTX-2611-003: a USD debit note issued 60 days ago, due in 15, unpaid (overdue > 30 days);
 * and charges not invoiced on the first 天祥 booking with an approved SI besides these.
 */
export async function seedDemoBilling(tx: Queryable): Promise<void> {
  const [who] = await tx.query<{ id: string }>(
    `select e.id::text as id from employee_directory e join user_directory u on u.id = e.user_id join company_directory c on c.id = e.company_id where u.account = 'admin@demo.test' and c.kind = 'platform'`,
  );
  const actor = who && (await loadActor(tx, who.id));
  const [co] = await tx.query<{ customer: number; provider: number | null }>(
    `select (select id::int from company_directory where code = 'CUS-HZTX') as customer, (select id::int from company_directory where kind = 'provider' order by id limit 1) as provider`,
  );
  if (!actor || !co?.customer) return;
  const db = standIn(tx);
  const b = billingService(db);
  const must = <T>(o: { ok: true; value: T } | { ok: false; message: string }, what: string): T => {
    if (!o.ok) throw new Error(`demo billing ${what}: ${o.message}`);
    return o.value;
  };
  const line = (code: string, qty: string, price: string, currency: string, over: Partial<ChargeIn> = {}): ChargeIn => ({
    CHG_SIDE: 'AR',
    CHG_PARTY_ID: co.customer,
    CHG_CODE: code,
    CHG_BASIS: code === 'OF' ? 'PER_CONTAINER:40HQ' : 'PER_BL',
    CHG_QTY: qty,
    CHG_UNIT_PRICE: price,
    CHG_CURRENCY: currency,
    CHG_TERM: 'PRE',
    ...over,
  });
  const exists = async (cgo: string) => (await tx.query(`select 1 from booking_facts where cgo_id = $1`, [cgo])).length > 0;
  const today = todayInShanghai();
  const invoice = async (cgo: string, ids: number[], currency: string, kind: 1 | 3 | 4 = 1, extra: object = {}) =>
    must(await b.create(actor, { Kind: kind, PartyId: co.customer, ChargeIds: ids, Currency: currency, ...extra }), `invoice on ${cgo}`);
  const confirm = async (id: number) => must(await b.confirmInvoice(actor, id, 1), 'confirm');

  const c1 = 'CGO-HZTX-2611-001';
  if (await exists(c1)) {
    const ids = must(
      await b.save(actor, {
        CGO_ID: c1,
        Lines: [
          line('OF', '3', '1850.00', 'USD'),
          line('BAF', '3', '120.00', 'USD'),
          line('THC', '3', '1050.00', 'CNY'),
          line('DOC', '1', '450.00', 'CNY'),
          line('SEAL', '3', '50.00', 'CNY'),
          line('OF', '3', '1500.00', 'USD', { CHG_SIDE: 'AP', CHG_PARTY_ID: co.provider ?? co.customer }),
        ],
      }),
      'charges 001',
    ).Ids;
    const usd = await invoice(c1, [ids[0]!, ids[1]!], 'USD');
    await confirm(usd.Id);
    must(await b.pay(actor, { Id: usd.Id, Version: 2, Amount: '3000.00', Date: today, Ref: 'TT-2611-0031' }), 'part payment');
    const cny = await invoice(c1, [ids[3]!], 'CNY');
    await confirm(cny.Id);
    must(await b.pay(actor, { Id: cny.Id, Version: 2, Amount: '450.00', Date: today, Ref: 'ALIPAY-2611-88' }), 'payment');
    const tax = await invoice(c1, [ids[2]!, ids[4]!], 'CNY', 3, { BuyerName: '杭州天祥贸易有限公司', BuyerTaxId: '91330100MA2B3C4D5E' });
    await confirm(tax.Id);
    must(await b.requestTax(actor, tax.Id), 'tax request');
    await runTaxChannel(db, taxInvoiceSimulator(db, { delayMs: 0, faults: {} }), new Date(Date.now() + 1000));
    if (co.provider) must(await b.create(actor, { Kind: 4, PartyId: co.provider, ChargeIds: [ids[5]!], Currency: 'USD' }), 'payable statement');
  }

  const c2 = 'CGO-HZTX-2611-002';
  if (await exists(c2)) {
    const ids = must(
      await b.save(actor, { CGO_ID: c2, Lines: [line('OF', '2', '2100.00', 'USD'), line('DOC', '1', '450.00', 'CNY'), line('TLX', '1', '300.00', 'CNY')] }),
      'charges 002',
    ).Ids;
    await invoice(c2, [ids[0]!], 'USD');
    const wrong = await invoice(c2, [ids[1]!, ids[2]!], 'CNY');
    await confirm(wrong.Id);
    must(await b.voidInvoice(actor, { Id: wrong.Id, Reason: '电放费应开给收货人（演示）' }), 'void');
  }

  const c3 = 'CGO-HZTX-2611-003';
  if (await exists(c3)) {
    const ids = must(await b.save(actor, { CGO_ID: c3, Lines: [line('OF', '1', '2680.00', 'USD'), line('AMS', '1', '35.00', 'USD')] }), 'charges 003').Ids;
    const old = await invoice(c3, ids, 'USD', 1, { IssueDate: addDays(today, -60), CreditDays: 15 });
    await confirm(old.Id);
  }

  // charges not invoiced on a booking with an approved SI (the B/L application's chain reads them as unpaid)
  const [si] = await tx.query<{ cgo_id: string }>(
    `select s.cgo_id from si_facts s join company_directory c on c.id = s.company_id
      where c.code = 'CUS-HZTX' and s.status = 2 and not s.deleted and s.cgo_id not in ($1, $2, $3) order by s.id limit 1`,
    [c1, c2, c3],
  );
  if (si) must(await b.save(actor, { CGO_ID: si.cgo_id, Lines: [line('OF', '1', '1980.00', 'USD'), line('DOC', '1', '450.00', 'CNY')] }), 'unbilled charges');
}
