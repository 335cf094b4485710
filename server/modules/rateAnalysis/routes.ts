import type { FastifyInstance } from 'fastify';
import { rateAnalysisCalls as C } from '../../../src/contract/rateAnalysis/calls';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { exportDay, sendWorkbook } from '../../http/xlsx';
import { indexSheet } from './sheet';
import { customerActivity } from './useCases/customerActivity';
import { platformIndex } from './useCases/platformIndex';
import { refreshIndex } from './useCases/refreshIndex';

/** Rate analysis' calls: the contract's schema in, the use case's answer out. */
export function rateAnalysisRoutes(app: FastifyInstance, db: Db): void {
  route(app, C.platformRates, async ({ actor, input }, r) => sendOutcome(r, await platformIndex(db, actor, input)));
  route(app, C.platformRatesExport, { file: true }, async ({ actor, input, request }, r) => {
    const index = await platformIndex(db, actor, input);
    if (!index.ok) return sendOutcome(r, index);
    const lang = requestLanguage(request.headers['accept-language']);
    const name = `${input.POL?.toUpperCase() ?? ''}-${input.POD?.toUpperCase() ?? ''}-${exportDay()}.xlsx`;
    return sendWorkbook(r, name, lang === 'en' ? 'Price index' : '运价指数', indexSheet(index.value.WithCost, lang), index.value.Weeks, lang);
  });
  route(app, C.platformRatesRefresh, async (_a, r) => sendOutcome(r, { ok: true, value: await refreshIndex(db) }));
  route(app, C.customerRates, async ({ actor, input }, r) => sendOutcome(r, await customerActivity(db, actor, input)));
}
