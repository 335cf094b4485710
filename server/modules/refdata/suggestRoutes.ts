import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { envelopeOf, serialisable } from '../../../src/contract/call';
import { suggestCalls } from '../../../src/contract/refdata/calls';
import type { Db } from '../../db/types';
import { ADDRESS_LIMITS, limitPerAddress } from '../../http/addressLimit';
import type { LiveHub } from '../../live/hub';
import { suggestService } from './suggestService';

/**
 * The pickers (commercial.md §1.3, §1.6): `GET /api/Port/Suggest` and `/api/Carrier/Suggest`, open
 * to visitors (the public rate pages), limited per address. Each answers from an index built once
 * (src/domain/refdata/suggest.ts: codes, 中文, pinyin and initials, English, superseded codes, port
 * groups) and built again after any change of ports, carriers, countries or groups (topic
 * 'refdata': announced by the API and by database triggers).
 */
export function suggestRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const suggest = suggestService(db, hub);
  const limit = limitPerAddress(ADDRESS_LIMITS.suggest);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    suggestCalls.port.path,
    {
      schema: {
        querystring: suggestCalls.port.input,
        response: { 200: serialisable(envelopeOf(suggestCalls.port.answer)) as ReturnType<typeof envelopeOf<typeof suggestCalls.port.answer>> },
      },
      config: { auth: 'public' },
      preHandler: limit,
    },
    async (q) => ({ Status: true as const, Data: await suggest.ports(q.query) }),
  );

  app.get(
    suggestCalls.carrier.path,
    {
      schema: {
        querystring: suggestCalls.carrier.input,
        response: { 200: serialisable(envelopeOf(suggestCalls.carrier.answer)) as ReturnType<typeof envelopeOf<typeof suggestCalls.carrier.answer>> },
      },
      config: { auth: 'public' },
      preHandler: limit,
    },
    async (q) => ({ Status: true as const, Data: await suggest.carriers(q.query) }),
  );
}
