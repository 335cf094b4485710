import { ratesCheckWords } from '../../../src/contract/rates/words';
import { fieldSays } from '../../../src/contract/envelope';
import type { BatchWire, PlanInput } from '../../../src/contract/rates/batchCalls';
import { increaseProblemText, planIncrease } from '../../../src/domain/pricing/increase';
import { isCalendarDate } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { createBatch, type NewBatchRow, noticeOfOwner, planTargets, readBatch } from './batchRepository';
import type { Lang } from './rateRefusals';
import { no } from '../../platform/refusal';

/**
 * A batch edit or increase planned over a filter of published rates (commercial.md §2.3
 * FclRate/Batch/Plan, R2.9): every current version the filter reaches gets a row with its window
 * and prices before and after (SPLIT when the effective day falls inside its window). A rate that
 * cannot take the change (it ends before the day, a cost would fall to 0, another version of it is
 * being changed) is a refused row; the rest wait for Apply. Nothing is written to the rates here.
 */

const list = (v: readonly string[] | undefined) => (v ?? []).map((c) => c.trim().toUpperCase()).filter(Boolean);

const pricesOf = (ps: readonly { ContainerClass: string; Cost: string }[]) => Object.fromEntries(ps.map((p) => [p.ContainerClass, p.Cost]));

export async function planChange(db: Db, actor: Actor, input: PlanInput, today: string, lang: Lang): Promise<Outcome<BatchWire>> {
  const f = input.Filter;
  const c = input.Change;
  if (![f.TradeLaneCodes, f.CarrierCodes, f.PolCodes, f.PodCodes].some((v) => list(v).length))
    return no(
      'EMPTY_FILTER',
      'Choose at least a trade lane, a carrier, a POL or a POD: a batch never reaches every rate by accident.',
      '请至少选择航线、船公司、起运港或目的港之一：批量调整不会在未筛选时作用于全部运价。',
      [{ Path: '/Filter', Message: lang === 'zh' ? '筛选条件为空' : 'the filter is empty' }],
    );
  for (const [path, d] of [
    ['/Filter/ValidOn', f.ValidOn],
    ['/Change/EffectiveFrom', c.EffectiveFrom],
    ['/Change/ValidTo', c.ValidTo],
  ] as const)
    if (d !== undefined && !isCalendarDate(d))
      return no('BAD_DATE', `${path} is not a calendar date.`, `${path} 不是有效日期。`, [{ Path: path, Message: 'date' }]);
  const effective = c.EffectiveFrom ?? today;
  if (input.Kind === 'INCREASE') {
    const amounts = Object.keys(c.Amounts ?? {}).length;
    if (!amounts === (c.Pct === undefined))
      return no('CHANGE_REQUIRED', 'Give either an amount per class or a percentage.', '请填写各箱型的调整金额，或一个百分比（二选一）。', [
        { Path: '/Change/Amounts', Message: lang === 'zh' ? '金额或百分比二选一' : 'amounts or a percentage' },
      ]);
    if (c.Pct !== undefined && (Number(c.Pct) < -50 || Number(c.Pct) > 100 || Number(c.Pct) === 0))
      return no('PCT_RANGE', 'The percentage is between −50 and 100, and not 0.', '百分比须在 −50 到 100 之间，且不为 0。', [
        { Path: '/Change/Pct', Message: '−50…100' },
      ]);
    if (effective < today)
      return no('PAST_EFFECTIVE', 'The effective day cannot be in the past.', '生效日期不能早于今天。', [
        fieldSays('/Change/EffectiveFrom', ratesCheckWords.notBefore(today)),
      ]);
  } else if (c.ValidTo === undefined && c.TransitDays === undefined && c.Remarks === undefined)
    return no('CHANGE_REQUIRED', 'Say what the edit sets: a last day, transit days or remarks.', '请填写要批量修改的内容：有效期至、航程或备注。', [
      { Path: '/Change', Message: lang === 'zh' ? '没有修改内容' : 'nothing to set' },
    ]);
  return db.transaction(async (tx): Promise<Outcome<BatchWire>> => {
    if (input.NoticeId) {
      if (!(await noticeOfOwner(tx, input.NoticeId, actor.companyId)))
        return no('NOTICE_UNKNOWN', 'No such rate notice.', '没有这条运价公告。', [fieldSays('/NoticeId', ratesCheckWords.noNotice(input.NoticeId))]);
    }
    const found = await planTargets(
      tx,
      actor.companyId,
      {
        TradeLaneCodes: list(f.TradeLaneCodes),
        CarrierCodes: list(f.CarrierCodes),
        PolCodes: list(f.PolCodes),
        PodCodes: list(f.PodCodes),
        RateTypes: f.RateTypes ?? [],
      },
      input.Kind === 'INCREASE' ? effective : today,
    );
    if (!found.length)
      return no('NOTHING_MATCHES', 'No published rate still valid matches this filter.', '没有符合筛选条件且仍有效的已发布运价。', [
        { Path: '/Filter', Message: '0' },
      ]);
    const classes = list(f.Classes);
    const rows: NewBatchRow[] = found.map((t, i) => {
      const base = {
        RowNo: i + 1,
        Sheet: '',
        SheetRow: null,
        RateId: t.id,
        RateRevision: t.revision,
        RateNo: t.rate_no,
        Lane: t.lane,
        Cells: {},
        Before: { ValidFrom: t.valid_from, ValidTo: t.valid_to, Prices: pricesOf(t.prices) },
      };
      const busy = t.open
        ? [lang === 'zh' ? `${t.rate_no} 已有修改中的版本：请先处理该版本` : `${t.rate_no} already has a version being changed: finish that one first`]
        : [];
      if (input.Kind === 'INCREASE') {
        const planned = planIncrease({ ValidFrom: t.valid_from, ValidTo: t.valid_to, Prices: t.prices }, { ...c, EffectiveFrom: effective }, classes, t.digits);
        if (!planned.ok || busy.length)
          return { ...base, Action: 'SKIP', Draft: null, After: null, Errors: [...busy, ...(planned.ok ? [] : [increaseProblemText(planned.problem, lang)])] };
        const p = planned.plan;
        return { ...base, Action: p.Action, Draft: { ...p }, After: { ValidFrom: p.ValidFrom, ValidTo: p.ValidTo, Prices: pricesOf(p.Prices) }, Errors: [] };
      }
      const validTo = c.ValidTo ?? t.valid_to;
      const errors = [...busy];
      if (validTo < t.valid_from)
        errors.push(
          lang === 'zh' ? `新的有效期至 ${validTo} 早于开始日 ${t.valid_from}` : `the new last day ${validTo} is before the first day ${t.valid_from}`,
        );
      if (validTo < today) errors.push(lang === 'zh' ? `新的有效期至 ${validTo} 已过去` : `the new last day ${validTo} has passed`);
      const set = {
        ValidTo: validTo,
        ...(c.TransitDays !== undefined ? { TransitDays: c.TransitDays } : {}),
        ...(c.Remarks !== undefined ? { Remarks: c.Remarks } : {}),
      };
      return {
        ...base,
        Action: errors.length ? 'SKIP' : 'UPDATE',
        Draft: errors.length ? null : set,
        After: errors.length ? null : { ValidFrom: t.valid_from, ValidTo: validTo, Prices: pricesOf(t.prices) },
        Errors: errors,
      };
    });
    const id = await createBatch(
      tx,
      {
        ownerCompanyId: actor.companyId,
        actorId: actor.id,
        kind: input.Kind,
        filter: f,
        change: { ...c, ...(input.Kind === 'INCREASE' ? { EffectiveFrom: effective } : {}) },
        noticeId: input.NoticeId ?? null,
      },
      rows,
    );
    return { ok: true, value: (await readBatch(tx, id, actor.companyId))! };
  });
}
