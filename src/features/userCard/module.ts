import type { ClientModule } from '../../ui/clientModule';

/**
 * The digital business card (数字名片, operations.md §16): /UserCard/Index edits the signed-in
 * employee's own card beside its live preview, shares it (QR code, link, .vcf) and counts its
 * visits; the same page with ?c=<token> is the card a visitor opened, without signing in.
 */
export const userCardModule: ClientModule = {
  key: 'userCard',
  icons: () => import('./icons'),
  screens: {
    '/UserCard/Index': () => import('./UserCardScreen'),
  },
};
