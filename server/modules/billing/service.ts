import type { ChargeIn } from '../../../src/contract/billing/calls';
import type { Db } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { findBillingJobs, readChargeSheet } from './useCases/chargeSheet';
import { confirmInvoice, recordPayment, requestTaxInvoice } from './useCases/invoiceMoves';
import { type MakeInvoice, makeInvoice } from './useCases/makeInvoice';
import { readInvoice } from './useCases/readInvoice';
import { confirmCharges, saveCharges } from './useCases/saveCharges';
import { takeChargesFromBooking } from './useCases/takeChargesFromBooking';
import { voidInvoice } from './useCases/voidInvoice';

export { addDays, CHARGES_DOC, INVOICE_DOC, profitCnyMinor, rateFor } from './useCases/shared';

/**
 * Billing's rules (operations.md §10): charges per job from the booking's frozen price and staff
 * additions, invoices made from them, their moves by the state table (src/domain/billing), and what
 * a customer may read (its own receivable lines and invoices: never cost, never profit). Each use
 * case is a function of its own in useCases/, named as the screen names it; this binds them to a
 * database for the routes.
 */
export function billingService(db: Db) {
  return {
    sheet: (actor: Actor, cgoId: string) => readChargeSheet(db, actor, cgoId),
    jobs: (actor: Actor, text: string) => findBillingJobs(db, actor, text),
    take: (actor: Actor, cgoId: string) => takeChargesFromBooking(db, actor, cgoId),
    save: (actor: Actor, input: { CGO_ID: string; Lines: ChargeIn[] }) => saveCharges(db, actor, input),
    confirm: (actor: Actor, ids: number[]) => confirmCharges(db, actor, ids),
    create: (actor: Actor, input: MakeInvoice) => makeInvoice(db, actor, input),
    confirmInvoice: (actor: Actor, id: number, version: number) => confirmInvoice(db, actor, id, version),
    pay: (actor: Actor, input: { Id: number; Version: number; Amount: string; Date: string; Ref?: string }) => recordPayment(db, actor, input),
    voidInvoice: (actor: Actor, input: { Id: number; Reason: string }) => voidInvoice(db, actor, input),
    requestTax: (actor: Actor, id: number) => requestTaxInvoice(db, actor, id),
    get: (actor: Actor, id: number) => readInvoice(db, actor, id),
  };
}
