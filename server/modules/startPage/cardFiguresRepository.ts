import { START_CARD_ITEMS, type StartCardFigures, type StartCardItem } from '../../../src/contract/startPage/calls';
import type { Queryable } from '../../db/types';

/**
 * A card's figures from one query: how many rows `from … where` holds, and the first few as items
 * (`items` selects Id, No, Text and any of Status, DueAt, Ref; a null is left out).
 */
export async function cardFigures(q: Queryable, from: string, where: string, params: unknown[], items: string, order: string): Promise<StartCardFigures> {
  const [counted, rows] = await Promise.all([
    q.query<{ n: number }>(`select count(*)::int as n from ${from} where ${where}`, params),
    q.query<Record<string, unknown>>(`select ${items} from ${from} where ${where} order by ${order} limit ${START_CARD_ITEMS}`, params),
  ]);
  return { Count: counted[0]?.n ?? 0, Items: rows.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null)) as StartCardItem) };
}
