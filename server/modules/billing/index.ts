import { registerChannelMode } from '../../channels/modes';
import { seedPlatformIssuer } from '../companies/public';
import { assertChannelAllowed, simulatorOnly } from '../../channels/simulation';
import type { ServerModule } from '../module';
import { taxChannelRound } from './channel';
import { TAX_INVOICE_CHANNEL } from './payload';
import { billingRoutes } from './routes';
import { seedBillingAccess, seedDemoBilling, seedFeeCodeTax } from './seed';
import { taxInvoiceSimulator, taxSimulatorOptions } from './simulator';
import { billingExceptionRules } from './tower';

/**
 * Billing (operations.md §10, issue 37): charges per job, invoices and payments, the TAX_INVOICE
 * channel on its local simulator (the only adapter built: no tax platform is reachable from here;
 * TAX_INVOICE_CHANNEL_EVERY_MS sets its round, 0 in the API tests, which drive it;
 * SIM_TAX_INVOICE_DELAY_MS and SIM_TAX_INVOICE_FAULTS shape the simulated platform), the
 * UNPAID_AFTER_ARRIVAL exception, and what the B/L application reads (public.ts).
 */
export const billingModule: ServerModule = {
  name: 'billing',
  tables: ['charges', 'invoice_lines', 'invoice_payments', 'invoices', 'sim_tax_invoices'],
  exceptions: billingExceptionRules,
  rounds: [taxChannelRound((db) => taxInvoiceSimulator(db, taxSimulatorOptions(process.env)))],
  routes(app, { db }) {
    const mode = simulatorOnly(process.env, TAX_INVOICE_CHANNEL);
    const adapter = taxInvoiceSimulator(db, taxSimulatorOptions(process.env));
    assertChannelAllowed(process.env, adapter);
    registerChannelMode(adapter.channel, mode);
    billingRoutes(app, db);
  },
  // the demo bookings (si), the approved SI of the manifests' demo (manifest), rates (refdata), the roles that get the buttons (access)
  seedsAfter: ['access', 'si', 'booking', 'refdata', 'manifest'],
  // 082: the companies' issuer details this module's prints carry
  seedNeedsMigration: 82,
  seed: [
    { name: 'billing-platform-issuer-v1', run: seedPlatformIssuer },
    { name: 'billing-access-v1', run: seedBillingAccess },
    { name: 'billing-fee-code-tax-v1', run: seedFeeCodeTax },
    { name: 'demo-billing-v1', run: seedDemoBilling },
  ],
};
