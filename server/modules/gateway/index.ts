import { gatewayRoutes } from '../../channels/gateway';
import type { ServerModule } from '../module';

/**
 * The external channels' receipt webhook (operations.md §17.2): one signed entry for every channel's
 * counterpart; each channel's module registers how its receipts are applied (registerReceiptSink).
 */
export const gatewayModule: ServerModule = { name: 'gateway', tables: [], routes: (app, { db }) => gatewayRoutes(app, db) };
