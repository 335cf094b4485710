import { refdataCheckWords } from '../../../src/contract/refdata/words';
import type { refdataCalls as C } from '../../../src/contract/refdata/calls';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { imoFault, mmsiProblem, normaliseCode, normaliseImo } from '../../../src/domain/refdata/codes';
import { builtYearProblem, callSignProblem, normaliseVesselName, vesselNameFault } from '../../../src/domain/refdata/vessels';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import type { MasterOutcome } from './masterOutcome';
import { carrierExists, countryExists, imoOfVessel, vesselOfImo } from './masterRepository';
import { masterRows } from './masterService';

export type VesselInput = (typeof C.vessel.save.input)['static'];

/**
 * Vessels' rows (commercial.md §1.1 Vessel, DCSA `Vessel`): keyed by a generated id; the IMO number
 * is checked (R1.6: seven digits and the check digit), unique, and never changes — a renamed vessel
 * keeps it, and its old name is kept too (migration 028). A vessel a vessel call or a service names
 * is disabled, not deleted.
 */
export function vesselService(db: Db, hub: LiveHub) {
  const rows = masterRows<VesselInput>(db, hub, {
    entity: 'vessel',
    noun: 'vessel',
    nounZh: '船舶',
    table: 'vessels',
    key: 'Id',
    identify: async (q, i) => {
      const found = await vesselOfImo(q, i.ImoNumber);
      return found ? Number(found.id) : undefined;
    },
    columns: {
      Name: 'name',
      ImoNumber: 'imo',
      Mmsi: 'mmsi',
      CallSign: 'call_sign',
      Flag: 'flag',
      OperatorCarrierCode: 'operator_carrier_code',
      TeuCapacity: 'teu',
      BuiltYear: 'built_year',
    },
    normalise: (i) => ({
      ...i,
      Name: normaliseVesselName(i.Name),
      ImoNumber: normaliseImo(i.ImoNumber),
      Mmsi: (i.Mmsi ?? '').replace(/\s+/g, ''),
      CallSign: normaliseCode(i.CallSign ?? ''),
      Flag: normaliseCode(i.Flag ?? '') || undefined,
      OperatorCarrierCode: normaliseCode(i.OperatorCarrierCode ?? '') || undefined,
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      const name = vesselNameFault(i.Name);
      if (name === 'empty') errors.push({ Path: '/Name', Message: 'is empty' });
      else if (name) errors.push(fieldSays('/Name', name === 'tooLong' ? refdataCheckWords.nameTooLong(i.Name) : refdataCheckWords.nameBadStart(i.Name)));
      // the rules are the domain's; the words, with the values they name, are the module's (both languages)
      const imo = imoFault(i.ImoNumber);
      if (imo) errors.push(fieldSays('/ImoNumber', imo === 'shape' ? refdataCheckWords.notImo(i.ImoNumber) : refdataCheckWords.imoCheckDigit(i.ImoNumber)));
      if (i.Mmsi && mmsiProblem(i.Mmsi)) errors.push(fieldSays('/Mmsi', refdataCheckWords.notMmsi(i.Mmsi)));
      if (i.CallSign) {
        if (callSignProblem(i.CallSign)) errors.push(fieldSays('/CallSign', refdataCheckWords.notCallSign(i.CallSign)));
      }
      if (i.Flag && !(await countryExists(q, i.Flag))) errors.push(fieldSays('/Flag', refdataCheckWords.notCountry(i.Flag)));
      if (i.OperatorCarrierCode && !(await carrierExists(q, i.OperatorCarrierCode)))
        errors.push(fieldSays('/OperatorCarrierCode', refdataCheckWords.notKnownCarrier(i.OperatorCarrierCode)));
      if (i.BuiltYear !== undefined) {
        if (builtYearProblem(i.BuiltYear)) errors.push(fieldSays('/BuiltYear', refdataCheckWords.notBuiltYear(i.BuiltYear, new Date().getUTCFullYear() + 1)));
      }
      if (i.Id !== undefined) {
        const stored = await imoOfVessel(q, i.Id);
        if (stored !== undefined && stored !== i.ImoNumber) errors.push(fieldSays('/ImoNumber', refdataCheckWords.imoStays(stored)));
      }
      return errors;
    },
    usage: [
      { what: 'vessel calls', zh: '船期挂靠', sql: 'select count(*) as n from vessel_calls where vessel_id = $1' },
      {
        what: 'services deploying it',
        zh: '船期服务',
        sql: 'select count(*) as n from services s join vessels v on v.imo = any(s.vessel_imos) where v.id = $1',
      },
    ],
  });

  /** A new vessel with an IMO number another vessel has: 400 DUPLICATE naming that vessel (open it instead). */
  async function duplicate(raw: VesselInput): Promise<MasterOutcome<never> | undefined> {
    if (raw.Id !== undefined) return undefined;
    const imo = normaliseImo(raw.ImoNumber);
    const other = await vesselOfImo(db, imo);
    if (!other) return undefined;
    return no(
      'DUPLICATE',
      `IMO ${imo} is the vessel ${other.name} already: open it to edit it (a renamed vessel keeps its IMO number).`,
      `IMO ${imo} 已是船舶 ${other.name}：请打开它进行编辑（船舶改名后 IMO 号不变）。`,
      [{ Path: '/ImoNumber', Message: 'is taken' }],
    );
  }

  return {
    rows,
    /** Saves a vessel: a new one with another vessel's IMO number is refused first, naming that vessel. */
    save: async (actor: Actor, raw: VesselInput) => (await duplicate(raw)) ?? (await rows.save(actor, raw)),
  };
}
