import { refdataCheckWords } from '../../../src/contract/refdata/words';
import { fieldSays } from '../../../src/contract/envelope';
import type { CallInput } from '../../../src/contract/call';
import { fieldErrorText } from '../../../src/contract/fieldLabels';
import type { CoLoadSurchargeWire } from '../../../src/contract/rates/lclCalls';
import type { lclCalls as C } from '../../../src/contract/rates/lclCalls';
import { ratesCheckWords } from '../../../src/contract/rates/words';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { saleCurrencies } from '../refdata/public';
import { coLoadSurcharges, feeCodeExists, insertSurcharge, knownPortCodes, lockSurchargeRevision, updateSurcharge } from './coLoadSurchargeRepository';
import { validAmount } from './lclSearch';
import { stale } from './rateRefusals';

/** The co-load surcharges an LCL search adds (commercial.md §4.3): listed, and saved with their revision after every field is checked. */
export function coLoadSurchargeService(db: Db) {
  return {
    list: async (actor: Actor): Promise<Outcome<CoLoadSurchargeWire[]>> => ({ ok: true, value: await coLoadSurcharges(db, actor.companyId) }),
    save: (actor: Actor, b: CallInput<typeof C.coLoadSave>) =>
      db.transaction(async (tx): Promise<Outcome<{ Id: number; Revision: number }>> => {
        const fee = normaliseCode(b.FeeCode);
        const currency = normaliseCode(b.Currency);
        const ports = [b.PolCode, b.PodCode].filter((c): c is string => !!c).map(normaliseCode);
        const errors: { Path: string; Message: string }[] = [];
        if (!(await feeCodeExists(tx, fee))) errors.push(fieldSays('/FeeCode', ratesCheckWords.noFeeCode(fee)));
        const digits = (await saleCurrencies(tx, [currency])).get(currency);
        const cur = digits === undefined ? undefined : { digits };
        if (!cur) errors.push(fieldSays('/Currency', refdataCheckWords.notActiveCurrency(currency)));
        else
          for (const [path, v] of [
            ['/Amount', b.Amount],
            ['/Min', b.Min],
            ['/Max', b.Max],
          ] as const)
            if (v && !validAmount(v, Number(cur.digits))) errors.push(fieldSays(path, ratesCheckWords.notAmount(v, Number(cur.digits))));
        const known = await knownPortCodes(tx, ports);
        for (const p of ports)
          if (!known.includes(p)) errors.push(fieldSays(p === normaliseCode(b.PodCode ?? '') ? '/PodCode' : '/PolCode', refdataCheckWords.noPortCode(p)));
        if (b.ValidFrom > b.ValidTo) errors.push(fieldSays('/ValidTo', ratesCheckWords.beforeFrom(b.ValidFrom)));
        if (b.Min && b.Max && Number(b.Min) > Number(b.Max)) errors.push(fieldSays('/Max', ratesCheckWords.belowMin(b.Min)));
        if (errors.length)
          return no(
            'INVALID',
            `The surcharge is not valid: ${errors.map((e) => fieldErrorText(e, 'rates', 'en')).join('; ')}`,
            `附加费有误：${errors.map((e) => fieldErrorText(e, 'rates', 'zh')).join('；')}`,
            errors,
          );
        const values = [
          fee,
          b.CoLoaderName?.trim() || null,
          b.PolCode ? normaliseCode(b.PolCode) : null,
          b.PodCode ? normaliseCode(b.PodCode) : null,
          b.Basis,
          b.Amount,
          currency,
          b.Min || null,
          b.Max || null,
          b.Side,
          b.ValidFrom,
          b.ValidTo,
          b.Active ?? true,
        ];
        if (b.Id) {
          const revision = await lockSurchargeRevision(tx, b.Id, actor.companyId);
          if (revision === undefined) return missing('No such surcharge.', '没有这条附加费。');
          if (revision !== b.Revision) return stale();
          return { ok: true, value: { Id: b.Id, Revision: await updateSurcharge(tx, b.Id, values) } };
        }
        const made = await insertSurcharge(tx, values, actor);
        return { ok: true, value: { Id: made.id, Revision: made.revision } };
      }),
  };
}
