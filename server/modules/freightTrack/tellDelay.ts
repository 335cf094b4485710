import { FREIGHT_TRACK_PAGES } from '../../../src/contract/freightTrack/module';
import type { Queryable } from '../../db/types';
import { companyKind, messageOwner, type Summary, type SubRow } from './repository';
import { placeTime } from '../../../src/domain/refdata/localTimes';
import { portZone } from '../refdata/public';

/**
 * trk.delay: the owner of a subscription whose ETA slipped more than 24 h gets a message (the
 * messages module's table, as the manifest module tells a maker): the one who added it, else every
 * employee of its company. Its link opens the detail on the owner's side.
 */
export async function tellDelay(tx: Queryable, s: SubRow, summary: Summary): Promise<void> {
  const page = (await companyKind(tx, s.companyId)) === 'platform' ? FREIGHT_TRACK_PAGES.detail : FREIGHT_TRACK_PAGES.workbenchDetail;
  // on the port of discharge's clock, the offset named (issue 45 item 9)
  const eta = placeTime(summary.eta, await portZone(tx, summary.pod));
  await messageOwner(tx, s.createdBy ? { employeeId: s.createdBy } : { companyId: s.companyId }, {
    title: `${s.ref} 预计到港推迟 ${summary.delayHours} 小时（${summary.pod}，新预计到港 ${eta}）`,
    titleEn: `${s.ref}: ETA moved ${summary.delayHours} hours (${summary.pod}, now ${eta})`,
    description: `${summary.vessel} ${summary.voyage}`.trim(),
    link: `${page}?Id=${s.id}`,
  });
}
