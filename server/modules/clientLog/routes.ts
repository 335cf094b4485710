import type { FastifyInstance } from 'fastify';
import { inLanguage } from '../../http/replies';
import { fail, ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { Db } from '../../db/types';
import { insertClientLog } from './repository';
import { ADDRESS_LIMITS, limitPerAddress } from '../../http/addressLimit';

interface ReportBody {
  Level: 'error' | 'warn' | 'info';
  Message: string;
  Url?: string;
  At?: string;
}

const reportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['Level', 'Message'],
  properties: {
    Level: { type: 'string', enum: ['error', 'warn', 'info'] },
    Message: { type: 'string', minLength: 1, maxLength: 2000 },
    Url: { type: 'string', maxLength: 2000 },
    At: { type: 'string', maxLength: 40 },
  },
} as const;

/** The browser reports its crashes here, so a screen that breaks for someone is seen by us. */
export function clientLogRoutes(app: FastifyInstance, db: Db): void {
  app.post<{ Body: ReportBody }>(
    ENDPOINTS.clientLogReport,
    { schema: { body: reportSchema }, preHandler: limitPerAddress(ADDRESS_LIMITS.clientLog) },
    async (request, reply) => {
      const { Level, Message, Url, At } = request.body;
      if (At !== undefined && Number.isNaN(Date.parse(At))) {
        return reply
          .status(400)
          .send(
            fail(inLanguage(reply, 'The request body is not valid: /At is not a date and time', '填写有误：时间不是日期时间'), [
              { Path: '/At', Message: inLanguage(reply, 'is not a date and time', '不是日期时间') },
            ]),
          );
      }
      const id = await insertClientLog(db, { level: Level, message: Message, url: Url, clientTime: At, remoteAddress: request.ip });
      return ok({ Id: id });
    },
  );
}
