import type { ServerModule } from '../module';
import { messageRoutes } from './routes';
import { MESSAGE_SEED } from './seed';

/** System messages: sending (once per key), reading, withdrawing, unread counts on the live socket. */
export const messagesModule: ServerModule = {
  name: 'messages',
  tables: ['message_receipts', 'messages'],
  seedsAfter: ['access'],
  routes: (app, { db, hub }) => messageRoutes(app, db, hub),
  seed: MESSAGE_SEED,
};
