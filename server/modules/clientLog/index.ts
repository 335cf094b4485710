import type { ServerModule } from '../module';
import { clientLogRoutes } from './routes';

/** Errors the browser app reports. */
export const clientLogModule: ServerModule = { name: 'clientLog', tables: ['client_log'], routes: (app, { db }) => clientLogRoutes(app, db) };
