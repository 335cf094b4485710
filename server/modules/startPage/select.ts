import { accessAllows, type Access, type Grants } from '../../../src/contract/access';

/** The cards a person sees: those whose menu (and button) they hold, on their side, in the declared order. */
export function cardsFor<C extends { access: Access }>(cards: readonly C[], companyKind: 'platform' | 'customer' | 'provider', grants: Grants): C[] {
  return cards.filter((c) => accessAllows(c.access, companyKind, grants));
}
