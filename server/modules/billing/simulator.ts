import type { ChannelAdapter, OutboundMessage, SendResult } from '../../channels/outbox';
import { scriptStore, type ScriptStep } from '../../channels/simScripts';
import { draw, parseFaults, strikes } from '../../channels/simulation';
import type { Db } from '../../db/types';
import { TAX_INVOICE_CHANNEL, type TaxInvoicePayload } from './payload';
import { keepTaxSubmission, taxReceivedAgain } from './simulatorRepository';
import { setting } from '../../settings/read';

/**
 * The local tax-platform simulator (TAX_INVOICE, operations.md §10.8, §17): it behaves like a
 * 数电发票 provider and never issues what one would refuse — a buyer tax id that is no 18-character
 * unified social credit code, an invoice not in CNY, a total that is not the sum of its lines. It
 * keeps what it received in `sim_tax_invoices`, dedupes on the idempotency key, and answers later
 * with ISSUED (a 20-digit invoice number, "simulated") or REJECTED with the reason. Faults on demand
 * (`SIM_TAX_INVOICE_FAULTS=timeout:0.05,5xx:0.05`); `SIM_TAX_INVOICE_DELAY_MS` the answer's delay (2 s).
 */
const FAULTS = ['timeout', '5xx'] as const;
type Fault = (typeof FAULTS)[number];

export interface TaxSimulatorOptions {
  delayMs: number;
  faults: Partial<Record<Fault, number>>;
}
export const taxSimulatorOptions = (env: NodeJS.ProcessEnv): TaxSimulatorOptions => ({
  delayMs: setting(env, 'SIM_TAX_INVOICE_DELAY_MS'),
  faults: parseFaults(setting(env, 'SIM_TAX_INVOICE_FAULTS'), FAULTS),
});

const USCI = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const cents = (s: string) => Math.round(Number(s) * 100);

/** What a tax platform decides on a request. */
export function decideTaxInvoice(p: TaxInvoicePayload): { code: 'ISSUED' | 'REJECTED'; reason: string } {
  const refuse = (reason: string) => ({ code: 'REJECTED' as const, reason });
  if (p.currency !== 'CNY') return refuse('A VAT invoice is issued in CNY only.');
  if (!p.buyerName.trim()) return refuse("The buyer's name is missing.");
  if (!USCI.test(p.buyerTaxId)) return refuse(`Buyer tax id ${p.buyerTaxId} is not an 18-character unified social credit code.`);
  const sum = p.lines.reduce((s, l) => s + cents(l.amount) + cents(l.tax), 0);
  if (sum !== cents(p.total)) return refuse('The total is not the sum of the lines and their tax.');
  return { code: 'ISSUED', reason: '' };
}

const store = scriptStore('sim_tax_invoices', 'message_ref');

export function taxInvoiceSimulator(db: Db, options: TaxSimulatorOptions): ChannelAdapter {
  const fault = (key: string, attempt: number, f: Fault) => strikes(options.faults, key, attempt, f);
  return {
    channel: TAX_INVOICE_CHANNEL,
    simulated: true,
    async send(m: OutboundMessage, now: Date): Promise<SendResult> {
      if (fault(m.idempotency_key, m.attempts, '5xx')) return { transmitted: false, retryable: true, error: 'simulated tax platform: HTTP 503' };
      const p = JSON.parse(m.payload) as TaxInvoicePayload;
      if (!(await taxReceivedAgain(db, m.idempotency_key))) {
        const d = decideTaxInvoice(p);
        const taxNo = `26${String(Math.floor(draw(m.idempotency_key) * 1e18)).padStart(18, '0')}`.slice(0, 20);
        const script: ScriptStep[] = [
          {
            Seq: 1,
            Code: d.code,
            Text: d.reason || 'VAT invoice issued (simulated tax platform)',
            Body: d.code === 'ISSUED' ? { taxNo, taxDate: now.toISOString().slice(0, 10) } : { reason: d.reason },
            DueAt: new Date(now.getTime() + options.delayMs).toISOString(),
            Sent: 0,
          },
        ];
        await keepTaxSubmission(db, { idempotencyKey: m.idempotency_key, ref: p.messageRef, payload: m.payload, decision: d.code, reason: d.reason, script });
      }
      if (fault(m.idempotency_key, m.attempts, 'timeout')) return { transmitted: false, retryable: true, error: 'simulated tax platform: timed out' };
      return { transmitted: true, externalRef: p.messageRef };
    },
    poll: (now: Date) => store.due(db, now),
    acknowledge: (receipts) => store.acknowledge(db, receipts),
  };
}
