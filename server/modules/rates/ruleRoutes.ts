import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { ruleCalls as C } from '../../../src/contract/rates/ruleCalls';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { sendOutcome } from '../../http/outcome';
import { forbidden } from '../../http/replies';
import { costRefusal } from './costView';
import { markupPreview } from './markupPreview';
import { markupList, saveMarkup, saveSurcharge, surchargeList } from './ruleService';
import { setRuleActive } from './ruleVersions';

/** The mark-up and surcharge rules' calls (commercial.md §2.3 MarkupRule/*, SurchargeRule/*): lists, saves, on/off, the preview. */
export function ruleRoutes(app: FastifyInstance, db: Db): void {
  const lang = (h: { 'accept-language'?: string | string[] }) => requestLanguage(h['accept-language']);

  app.get(C.markupList.path, routeOf(C.markupList), async (q, r) => sendOutcome(r, await markupList(db, q.actor!)));
  app.get(C.surchargeList.path, routeOf(C.surchargeList), async (q, r) => sendOutcome(r, await surchargeList(db, q.actor!)));
  app.post(C.markupSave.path, routeOf(C.markupSave), async (q, r) =>
    sendOutcome(r, await saveMarkup(db, q.actor!, q.body as CallInput<typeof C.markupSave>, lang(q.headers))),
  );
  app.post(C.surchargeSave.path, routeOf(C.surchargeSave), async (q, r) =>
    sendOutcome(r, await saveSurcharge(db, q.actor!, q.body as CallInput<typeof C.surchargeSave>, lang(q.headers))),
  );
  app.post(C.markupSetStatus.path, routeOf(C.markupSetStatus), async (q, r) =>
    sendOutcome(r, await setRuleActive(db, 'markup_rules', q.actor!, q.body as CallInput<typeof C.markupSetStatus>)),
  );
  app.post(C.surchargeSetStatus.path, routeOf(C.surchargeSetStatus), async (q, r) =>
    sendOutcome(r, await setRuleActive(db, 'surcharge_rules', q.actor!, q.body as CallInput<typeof C.surchargeSetStatus>)),
  );
  app.get(C.markupPreview.path, routeOf(C.markupPreview), async (q, r) => {
    // the preview is cost, margin and floor by level: for "view cost" holders only (costView.ts)
    const why = await costRefusal(db, q.actor!);
    if (why) return forbidden(r, why.en, why.zh);
    return sendOutcome(r, await markupPreview(db, q.actor!.companyId, q.query as CallInput<typeof C.markupPreview>, todayInShanghai()));
  });
}
