import type { Queryable } from '../../db/types';
import { cardCompanyByTokenHash } from './cardRepository';
import { isTokenShape, tokenHash } from './token';

/** The company of the active employee a card's link token (`?c=`) is of; undefined for a wrong, rotated or disabled one (no view counted). */
export async function cardCompanyOf(q: Queryable, token: string): Promise<string | undefined> {
  return isTokenShape(token) ? cardCompanyByTokenHash(q, tokenHash(token)) : undefined;
}
