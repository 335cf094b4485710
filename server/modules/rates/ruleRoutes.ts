import type { FastifyInstance } from 'fastify';
import { ruleCalls as C } from '../../../src/contract/rates/ruleCalls';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { requestLanguage } from '../../http/language';
import { sendOutcome } from '../../http/outcome';
import { forbidden } from '../../http/replies';
import { costRefusal } from './costView';
import { markupPreview } from './markupPreview';
import { markupList, saveMarkup, saveSurcharge, surchargeList } from './ruleService';
import { setRuleActive } from './ruleVersions';
import { route } from '../../http/route';

/** The mark-up and surcharge rules' calls (commercial.md §2.3 MarkupRule/*, SurchargeRule/*): lists, saves, on/off, the preview. */
export function ruleRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  const lang = (h: { 'accept-language'?: string | string[] }) => requestLanguage(h['accept-language']);

  route(app, C.markupList, async ({ actor }, r) => sendOutcome(r, await markupList(db, actor)));
  route(app, C.surchargeList, async ({ actor }, r) => sendOutcome(r, await surchargeList(db, actor)));
  route(app, C.markupSave, async ({ actor, input, request: q }, r) => sendOutcome(r, await saveMarkup(db, hub, actor, input, lang(q.headers))));
  route(app, C.surchargeSave, async ({ actor, input, request: q }, r) => sendOutcome(r, await saveSurcharge(db, hub, actor, input, lang(q.headers))));
  route(app, C.markupSetStatus, async ({ actor, input }, r) => sendOutcome(r, await setRuleActive(db, hub, 'markup_rules', actor, input)));
  route(app, C.surchargeSetStatus, async ({ actor, input }, r) => sendOutcome(r, await setRuleActive(db, hub, 'surcharge_rules', actor, input)));
  route(app, C.markupPreview, async ({ actor, input }, r) => {
    // the preview is cost, margin and floor by level: for "view cost" holders only (costView.ts)
    const why = await costRefusal(db, actor);
    if (why) return forbidden(r, why.en, why.zh);
    return sendOutcome(r, await markupPreview(db, actor.companyId, input, todayInShanghai()));
  });
}
