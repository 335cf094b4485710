import type { PackingEvent } from '../../../src/contract/packingReports/calls';
import { packingLogWords } from '../../../src/contract/packing/words';
import { eventActorWords, packingEventWords, reportRefusalWords as R } from '../../../src/contract/packingReports/words';
import { docActorWords } from '../../../src/contract/docActor';
import type { Bilingual } from '../../../src/i18n/bilingual';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no, noSuch } from '../../platform/refusal';
import { type DocEvent, docHistory } from '../../platform/spine/docEvents';
import { bookingHead, visiblePackingLists } from './reportRepository';

/** The doc type the packing module writes its history under (server/platform/spine/docEvents.ts). */
export const PACKING_DOC_TYPE = 'packingList';

const byWhom = (e: DocEvent): Bilingual => docActorWords(e.actorKind, e.actorId, e.actorName);

/** The event's facts as written, one `key: value` after another (remarks, reason, container …). */
const detailText = (detail: Record<string, unknown>) =>
  Object.entries(detail ?? {})
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join('; ');

/** TrachManLog: the history of one packing list, or of every packing list of a booking, newest first. */
export function eventService(db: Db) {
  return {
    async events(actor: Actor, by: { Id?: number; CGO_ID?: string }): Promise<Outcome<PackingEvent[]>> {
      if ((by.Id === undefined) === (by.CGO_ID === undefined)) return no('PKL_EVENTS_WHICH', R.eventsWhich.en, R.eventsWhich.zh);
      const lists = await visiblePackingLists(db, actor, by);
      // one packing list not there (or another company's): absent; a booking with none visible: an empty history
      if (by.Id !== undefined && !lists.length) return missing(R.noPackingList.en, R.noPackingList.zh);
      // a booking: the actor's company's (none of its packing lists yet: an empty history), or one a packing list of it was assigned to the actor's company
      if (by.CGO_ID !== undefined && !lists.length && !(await bookingHead(db, actor, by.CGO_ID))) return noSuch('booking');
      const histories = await Promise.all(lists.map(async (p) => (await docHistory(db, PACKING_DOC_TYPE, p.id)).map((e) => ({ e, p }))));
      const value = histories
        .flat()
        .sort((a, b) => b.e.id - a.e.id)
        .map(({ e, p }) => ({
          Id: e.id,
          PackingListId: p.id,
          PKL_NO: p.no,
          At: e.at,
          By: byWhom(e),
          Type: e.type,
          // staff applying for the customer: the customer reads whose application it is
          What: e.detail?.OnBehalfOf ? packingLogWords.appliedOnBehalf : (packingEventWords[e.type] ?? eventActorWords.unknown(e.type)),
          Detail: detailText(e.detail),
        }));
      return { ok: true, value };
    },
  };
}
