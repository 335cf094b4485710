import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { envelopeOf, serialisable } from '../../../src/contract/call';
import { StartCardsAnswer, type StartCards } from '../../../src/contract/startPage/calls';
import { grantsOf } from '../../../src/routes/access';
import type { Db } from '../../db/types';
import { actorMenuTree } from '../../platform/access/grants';
import type { StartCardSource } from '../module';
import { cardsFor } from './select';

/**
 * StartPage/Cards: the cards this employee may see — each module's card behind its own menu (and
 * button), the same rule every call is checked by — with their figures, counted for the
 * employee's company by the module that declared the card. A card the person may not open is not
 * answered at all, not answered empty.
 */
export function startPageRoutes(app: FastifyInstance, db: Db, cards: readonly StartCardSource[]): void {
  app.get(
    ENDPOINTS.startPageCards,
    { config: { auth: 'employee' }, schema: { response: { 200: serialisable(envelopeOf(StartCardsAnswer)) } } },
    async (request) => {
      const actor = request.actor!;
      const shown = cardsFor(cards, actor.companyKind, grantsOf(await actorMenuTree(db, actor)));
      const answered = await Promise.all(shown.map(async (c) => ({ Id: c.id, ...(await c.figures(db, actor)) })));
      return ok<StartCards>({ Cards: answered });
    },
  );
}
