import type { ServerModule } from '../module';
import { joinRoutes } from './routes';

/** Requests to join a company, and their review. */
export const joinModule: ServerModule = { name: 'join', tables: ['bind_requests'], routes: (app, { db }) => joinRoutes(app, db) };
