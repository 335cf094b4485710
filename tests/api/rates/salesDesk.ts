import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { RateSearchAnswer } from '../../../src/contract/rates/searchCalls';
import { caller } from '../support/calls';

type Res = { statusCode: number; body: string; json(): { Data?: unknown; Code?: string } };
export const SALES = 'sales@demo.test';

/** A 200 answer's Data. */
export const ok = <T>(res: Res) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as T;
};
/** A 400 with this business Code. */
export const refusedWith = (res: Res, code: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().Code).toBe(code);
};

/**
 * The salesperson's calls in the quote and rate card tests: a POST as a signed-in person (the
 * salesperson unless named) and a price search for a customer (Shanghai → Rotterdam, 2×40HQ, with
 * `over` laid on top).
 */
export function salesDesk(t: { app: FastifyInstance }, tokens: Record<string, string>) {
  const { call } = caller(t);
  const post = (path: string, body: object, who = SALES) => call('POST', path, tokens[who]!, body);
  const searchFor = async (customer: number | null, over: object = {}, who = SALES) =>
    ok<RateSearchAnswer>(
      await post(
        ENDPOINTS.fclRateSearch,
        { PolCode: 'CNSHA', PodCode: 'NLRTM', Lines: [{ ContainerClass: '40HQ', Qty: 2 }], ...(customer ? { CustomerCompanyId: customer } : {}), ...over },
        who,
      ),
    );
  return { post, searchFor };
}
