import type { RiskCheckAnswer, RiskCheckInput } from '../../../src/contract/orderApply/calls';
import { fieldSays } from '../../../src/contract/envelope';
import { checkRisk, worstOf } from '../../../src/domain/orderApply/risk';
import { OAP_KIND, type OapKind } from '../../../src/domain/orderApply/status';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { missing, no } from '../../platform/refusal';
import { customerFacts, gatherFacts, hblOf } from './facts';
import { companyNames, customerExists } from './repository';
import { readRiskConfig } from './riskSettingsRepository';
import { kindOfReleaseType, noHbl, resultRows } from './applicationTerms';

/** The risk query: what the check would say of a B/L (or an application) before anyone applies, changing nothing. */
export async function riskQuery(db: Db, input: RiskCheckInput): Promise<Outcome<RiskCheckAnswer>> {
  const { config } = await readRiskConfig(db);
  if (input.HBL_ID !== undefined) {
    const h = await hblOf(db, input.HBL_ID);
    if (!h) return noHbl();
    const kind = (input.Kind ?? kindOfReleaseType(h.raw.releaseType)) as OapKind;
    const g = await gatherFacts(
      db,
      { hblId: input.HBL_ID, kind, receiverId: input.ReceiverId ?? null, useGuarantee: input.UseGuarantee ?? false, applicationId: null },
      config,
    );
    if (g.foreignReceiver) return missing('No such receiver for this customer.', '该客户没有这个收件人。');
    const o = checkRisk(g.facts, config);
    const names = await companyNames(db, [h.companyId]);
    const gu = g.facts.guarantee;
    return {
      ok: true,
      value: {
        Level: o.level,
        Results: resultRows(o.results),
        CompanyId: h.companyId,
        CompanyName: names.get(h.companyId) ?? '',
        HBL_NO: h.no,
        UnpaidCny: g.facts.unpaidCnyMinor / 100,
        GuaranteeAvailableCny: gu ? (gu.limitMinor - gu.usedMinor) / 100 : null,
      },
    };
  }
  if (input.CompanyId === undefined)
    return no('NOTHING_TO_CHECK', 'Name a house B/L or a customer to check.', '请指定分提单或客户。', [
      fieldSays('/HBL_ID', { en: 'a B/L or a customer', zh: '分提单或客户' }),
    ]);
  if (!(await customerExists(db, input.CompanyId))) return missing('No such customer.', '没有这个客户。');
  // a customer alone: what does not need a B/L — its overdue invoices, and its guarantee
  const c = await customerFacts(db, input.CompanyId);
  const o = checkRisk(
    {
      asOf: c.asOf,
      kind: OAP_KIND.COLLECT,
      useGuarantee: false,
      hbl: null,
      unpaidCnyMinor: 0,
      unpaidByCurrency: {},
      overdue: c.overdue.map((i) => ({
        no: i.INV_NO,
        currency: i.currency,
        outstandingMinor: i.outstandingMinor,
        cnyMinor: i.cnyMinor,
        dueDate: i.dueDate,
        daysOverdue: i.daysOverdue,
      })),
      departure: null,
      guarantee: c.guarantee,
      receiver: null,
      manifestConsignee: null,
      liveApplications: [],
    },
    config,
  );
  const results = o.results.filter((r) => r.rule === 'R3_OVERDUE');
  const names = await companyNames(db, [input.CompanyId]);
  return {
    ok: true,
    value: {
      Level: worstOf(results.map((r) => r.result)),
      Results: resultRows(results),
      CompanyId: input.CompanyId,
      CompanyName: names.get(input.CompanyId) ?? '',
      HBL_NO: '',
      UnpaidCny: 0,
      GuaranteeAvailableCny: c.guarantee ? (c.guarantee.limitMinor - c.guarantee.usedMinor) / 100 : null,
    },
  };
}
