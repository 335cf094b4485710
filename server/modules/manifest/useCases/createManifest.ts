import type { ManifestCreate, ManifestData } from '../../../../src/contract/manifest';
import { fieldSays } from '../../../../src/contract/envelope';
import { manifestFromSi } from '../../../../src/domain/manifest/fromSi';
import type { Problem } from '../../../../src/domain/manifest/messages';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import { no } from '../../../platform/refusal';
import { inTransaction } from '../../../platform/transaction';
import { dataOf, laidOver } from '../manifestData';
import { noBooking, noManifest, noSi, uniqueRefusal } from '../refusals';
import { plannedLoading } from '../bookingFactsRepository';
import { siRecordOf } from '../../si/public';
import { type BookingFacts, bookingFacts } from '../../booking/public';
import { insertManifest, liveHolder, manifestsByIds } from '../repository';
import { byOf, logEvent as event, type Requester, scopeOf } from '../requester';
import { configOf, judge } from '../rules';

/** A second live manifest for the same filing and bills (the unique index decides under races). */
export const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

type Booking = BookingFacts;
type Created = { Id: number; MFT_NO: string; VERSION: number; Problems: Problem[] };

/** A manifest made on a booking: blank, from an approved SI of it, or a duplicate of another (its bill numbers this booking's). */
export async function createManifest(db: Db, r: Requester & { kind: 'employee' }, input: ManifestCreate): Promise<Outcome<Created>> {
  const booking = await bookingFacts(db, input.MFT_CGO_ID, scopeOf(r));
  if (!booking) return noBooking();
  const made = await startingData(db, r, booking, input);
  if (!made.ok) return made;
  const data = made.value;
  const { DuplicateOf, ...given } = input;
  data.MFT_CGO_ID = booking.cgo_id;
  data.MFT_LOADING_AT ??= await plannedLoading(db, booking.cgo_id);
  const config = await configOf(db, booking.company_id, data);
  if (!config.MCF_ENABLED)
    return no('mft.filing.disabled', `The ${data.MFT_FILING} filing is not enabled for this company.`, `该公司未启用 ${data.MFT_FILING} 申报。`, [
      fieldSays('/MFT_FILING', { en: 'is not enabled for this company', zh: '未对该公司启用' }),
    ]);
  if (!data.MFT_CUSTOMS_CODE && config.MCF_CUSTOMS_CODE) data.MFT_CUSTOMS_CODE = config.MCF_CUSTOMS_CODE;
  try {
    return await inTransaction(db, async (tx) => {
      const holder = await liveHolder(tx, data, null);
      if (holder) return uniqueRefusal(holder.mft_no);
      const made = await insertManifest(tx, data, { companyId: booking.company_id, by: byOf(r), configId: config.Id });
      await event(tx, r, made.id, 'v1.ManifestCreated', {
        from: given.MFT_SI_ID ? 'si' : DuplicateOf ? 'duplicate' : 'blank',
        ...(given.MFT_SI_ID ? { si: given.MFT_SI_ID } : {}),
        ...(DuplicateOf ? { duplicateOf: DuplicateOf } : {}),
      });
      const v = await judge(tx, data, { companyId: booking.company_id, lang: r.lang, config });
      return { ok: true, value: { Id: made.id, MFT_NO: made.mft_no, VERSION: 1, Problems: v.problems } };
    });
  } catch (e) {
    if (isUniqueViolation(e)) return uniqueRefusal(`${data.MFT_MBL_NO}`);
    throw e;
  }
}

/** The new manifest's data before the typed fields are laid over: the SI's, the source's, or the booking's. */
async function startingData(db: Db, r: Requester, booking: Booking, input: ManifestCreate): Promise<Outcome<ManifestData>> {
  const { DuplicateOf, ...given } = input;
  if (given.MFT_SI_ID) {
    const si = await siRecordOf(db, given.MFT_SI_ID, booking.company_id);
    if (!si) return noSi();
    if (si.status !== 2)
      return no('mft.si.notApproved', 'Only an approved SI makes a manifest.', '只有审核通过的提单补料才能生成舱单。', [
        fieldSays('/MFT_SI_ID', { en: 'is not approved', zh: '未审核通过' }),
      ]);
    if (si.record.TBI_CGO_ID && si.record.TBI_CGO_ID !== booking.cgo_id)
      return no('mft.si.booking', 'The SI is of another booking.', '该提单补料属于另一订舱。', [
        fieldSays('/MFT_SI_ID', { en: 'is of another booking', zh: '属于另一订舱' }),
      ]);
    return { ok: true, value: laidOver(manifestFromSi(si.record, given.MFT_FILING), { ...given, MFT_LEVEL: given.MFT_LEVEL }) };
  }
  if (DuplicateOf) {
    const [source] = await manifestsByIds(db, [DuplicateOf], scopeOf(r));
    if (!source) return noManifest();
    // the parties, containers and goods of the source on this booking: its bill numbers are this booking's
    const { MFT_SI_ID: _si, MFT_MBL_NO: _m, MFT_HBL_NO: _h, ...rest } = dataOf(source);
    return { ok: true, value: laidOver({ ...rest, MFT_MBL_NO: booking.mbl_no, MFT_HBL_NO: '', MFT_SI_ID: null }, given) };
  }
  const blank: ManifestData = {
    MFT_FILING: given.MFT_FILING,
    MFT_LEVEL: given.MFT_LEVEL,
    MFT_CGO_ID: booking.cgo_id,
    MFT_MBL_NO: booking.mbl_no,
    MFT_CARRIER: booking.carrier,
    MFT_VESSEL: booking.vessel,
    MFT_VOYAGE: booking.voyage,
    MFT_LOADING_CODE: booking.loading_code,
    MFT_DISCHARGE_CODE: booking.discharge_code,
    MFT_DELIVERY_CODE: booking.delivery_code,
    Containers: [],
    Items: [],
  };
  return { ok: true, value: laidOver(blank, given) };
}
