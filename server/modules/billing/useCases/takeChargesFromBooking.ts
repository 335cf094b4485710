import type { ChargeIn } from '../../../../src/contract/billing/calls';
import { billingWords as W } from '../../../../src/contract/billing/words';
import type { Bilingual } from '../../../../src/i18n/bilingual';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { recordDocEvent } from '../../../platform/spine/docEvents';
import { inTransaction } from '../../../platform/transaction';
import { bookingPriceLines } from '../bookingPrice';
import { insertCharge } from '../chargeRepository';
import { jobOf } from '../repository';
import { prepareCharge } from './prepareCharge';
import { CHARGES_DOC, linesSay, noJob, refuse, who } from './shared';

/** The booking's frozen price becomes the job's charge lines (each price line once: a second take adds none). */
export async function takeChargesFromBooking(db: Db, actor: Actor, cgoId: string): Promise<Outcome<{ Added: number }>> {
  return inTransaction(db, async (tx) => {
    const job = await jobOf(tx, cgoId, null);
    if (!job) return noJob();
    const price = await bookingPriceLines(tx, job);
    if (!price.ok) return refuse('NO_PRICE', price.why);
    let added = 0;
    for (const [i, w] of price.lines.entries()) {
      const p = await prepareCharge(tx, `/Lines/${i}`, job, w, actor.id);
      // a price line that cannot be a charge (a fee code or currency no longer in use, too many decimals) is named with why
      if (!p.ok) return p.words ? refuse(p.code!, p.words) : refuse('INVALID', cannotTake(w, p.errors), p.errors);
      const made = await insertCharge(tx, { ...p.line, origin: 'BOOKING', originRef: w.ref });
      if (made) added++;
    }
    if (added) await recordDocEvent(tx, { docType: CHARGES_DOC, docId: cgoId, actor: who(actor), type: 'v1.ChargesTakenFromBooking', detail: { added } });
    return { ok: true, value: { Added: added } };
  });
}

/** Why a price line of the booking cannot be a charge line: the line as the price has it, then what is wrong. */
function cannotTake(w: ChargeIn, errors: readonly { Path: string; Message: string; Words?: Bilingual }[]): Bilingual {
  const why = linesSay(errors.map((e) => ({ ...e, Path: '' })));
  return W.priceLineFails(`${w.CHG_CODE} ${w.CHG_CURRENCY} ${w.CHG_UNIT_PRICE}`, why.zh, why.en);
}
