import { contractModule } from '../registry';

/**
 * Start pages (DESIGN §7: a module declares its start-page cards): one call answers every card the
 * person may see, each module's figures counted for the person's company. Which cards there are,
 * and the menu (and button) that governs each, every server module declares with its other parts
 * (`startCards` in server/modules/<module>/index.ts); how a card reads, the browser modules declare
 * (`startCards` in src/features/<module>/module.ts). The call itself has no access row: it answers
 * only the cards whose own rows the person holds.
 */
export const startPageContract = contractModule({
  name: 'startPage',
  paths: {
    startPageCards: '/api/StartPage/Cards',
  },
  access: {},
});
