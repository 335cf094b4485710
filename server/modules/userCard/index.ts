import type { ServerModule } from '../module';
import { userCardRoutes } from './routes';
import { seedDemoCards } from './seed';

/**
 * The digital business card (数字名片, operations.md §16, issue 49): each employee account's own
 * card (user_cards), its photo and WeChat QR code (user_card_images), its views and saves by day
 * (user_card_days); shared by a link whose token only the SHA-256 of is kept, and a QR code holding
 * the card as a vCard. docs/modules/userCard.md.
 */
export const userCardModule: ServerModule = {
  name: 'userCard',
  tables: ['user_cards', 'user_card_images', 'user_card_days', 'user_card_visitors'],
  routes(app, { db, publicUrl, policy }) {
    userCardRoutes(app, db, publicUrl, policy);
  },
  seed: [{ name: 'user-card-demo-v1', run: seedDemoCards }],
  seedsAfter: ['companies', 'refdata'],
  seedNeedsMigration: 94,
};
