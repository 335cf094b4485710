import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { CoLoadSurchargeWire, LclRateWire, LclSearchAnswer } from '../../../src/contract/rates/lclCalls';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { ok, refusedWith } from './salesDesk';

/**
 * LCL rates (commercial.md §4, R4.1–R4.4, issue 16): a search of 2.4 CBM / 1,800 kg compares the
 * demo's co-loaders Shanghai → Hamburg by all-in total (the cheapest freight is not the cheapest
 * all-in), a heavy piece takes a co-loader out with the reason, versions publish without overlap,
 * breaks without gaps, and the desk's surcharges apply by co-loader, most specific first.
 */
const t = withTestApp({ modules: ['rates'] });
const { call, asUser } = caller(t);
const MANAGER = 'pricing.manager@demo.test';
const tokens: Record<string, string> = {};
const today = todayInShanghai();
beforeAll(async () => {
  for (const who of [MANAGER, 'sales@demo.test', 'pricing@demo.test']) tokens[who] = await asUser(who);
});
const search = async (body: object, who = 'sales@demo.test') =>
  ok<LclSearchAnswer>(await call('POST', ENDPOINTS.lclRateSearch, tokens[who]!, { PolCode: 'CNSHA', PodCode: 'DEHAM', ...body }));
const rateBody = (over: object = {}) => ({
  CoLoaderName: '测试拼箱',
  PolCode: 'CNNGB',
  PodCode: 'NLRTM',
  Currency: 'USD',
  RatePerRt: '30',
  Breaks: [],
  MinRt: '1',
  ValidFrom: today,
  ValidTo: addDays(today, 30),
  ...over,
});

describe('LCL rates', () => {
  it('ranks the co-loaders by all-in total for the exact cargo, each line with its basis', async () => {
    const found = await search({ Cbm: 2.4, Kg: 1800 });
    expect(found.Rows.map((r) => [r.CoLoaderName, r.Totals])).toEqual([
      ['环球拼箱', [{ Currency: 'USD', Amount: '179.40' }]],
      ['盛世拼箱', [{ Currency: 'USD', Amount: '181.80' }]],
      ['顺达 CFS', [{ Currency: 'USD', Amount: '182.40' }]],
    ]);
    const global = found.Rows[0]!;
    expect(global).toMatchObject({ Rt: '2.4', ChargeableRt: '2.4', RatePerRt: '38.00' });
    expect(global.Lines.map((l) => [l.FeeCode, l.Qty, l.Amount])).toEqual([
      ['OF', '2.4', '91.20'],
      ['CFS', '2.4', '43.20'], // the co-loader's own CFS rate, not the general one
      ['DOC', '1', '45.00'],
    ]);
    // the cheapest freight (顺达, USD 36/RT) is not the cheapest all-in
    expect(found.Rows[2]!.Lines[0]!.Amount).toBe('86.40');
  });

  it('R4.1/R4.2: the minimum RT and the break of the chargeable RT; a heavy piece takes a co-loader out, with the reason', async () => {
    const small = await search({ Cbm: 0.5, Kg: 300 });
    expect(small.Rows.find((r) => r.CoLoaderName === '环球拼箱')).toMatchObject({ Rt: '0.5', ChargeableRt: '2' });
    const big = await search({ Cbm: 6, Kg: 2000 });
    expect(big.Rows.find((r) => r.CoLoaderName === '环球拼箱')).toMatchObject({ ChargeableRt: '6', RatePerRt: '33.00' });
    const heavy = await search({ Cbm: 2.4, Kg: 1800, HeaviestPieceKg: 1600 });
    expect(heavy.Rows.map((r) => r.CoLoaderName)).not.toContain('顺达 CFS');
    expect(heavy.NotOffered).toEqual([expect.objectContaining({ CoLoaderName: '顺达 CFS', Reason: '单件超重：上限 1500 kg' })]);
    refusedWith(await call('POST', ENDPOINTS.lclRateSearch, tokens['sales@demo.test']!, { PolCode: 'CNSHA', PodCode: 'DEHAM', Cbm: 0, Kg: 0 }), 'NO_CARGO');
  });

  it('publishes versions without overlap, refuses gapped breaks, and supersedes the version it replaces', async () => {
    const manager = tokens[MANAGER]!;
    refusedWith(
      await call(
        'POST',
        ENDPOINTS.lclRateSaveDraft,
        manager,
        rateBody({
          Breaks: [
            { FromRt: '0', ToRt: '2', RatePerRt: '30' },
            { FromRt: '3', ToRt: null, RatePerRt: '25' },
          ],
        }),
      ),
      'INCOMPLETE',
    );
    const first = ok<{ Id: number; Revision: number; RateNo: string }>(await call('POST', ENDPOINTS.lclRateSaveDraft, manager, rateBody()));
    expect(first.RateNo).toMatch(/^LCL\d{10}$/);
    ok(await call('POST', ENDPOINTS.lclRateSubmit, manager, { Id: first.Id, Revision: first.Revision }));
    // another rate of the same co-loader and lane over the same days: refused, naming it
    const twin = ok<{ Id: number; Revision: number }>(await call('POST', ENDPOINTS.lclRateSaveDraft, manager, rateBody({ ValidFrom: addDays(today, 10) })));
    const clash = await call('POST', ENDPOINTS.lclRateSubmit, manager, { Id: twin.Id, Revision: twin.Revision });
    refusedWith(clash, 'RATE_OVERLAP');
    expect(clash.json().Message).toContain(first.RateNo);
    // its next version supersedes it when published
    const [now] = (await t.db.query<{ revision: number }>('select revision from lcl_rates where id = $1', [first.Id])) as [{ revision: number }];
    const next = ok<{ Id: number; Revision: number; Version: number }>(
      await call('POST', ENDPOINTS.lclRateSaveDraft, manager, rateBody({ Id: first.Id, Revision: now.revision, RatePerRt: '32' })),
    );
    expect(next.Version).toBe(2);
    ok(await call('POST', ENDPOINTS.lclRateSubmit, manager, { Id: next.Id, Revision: next.Revision }));
    const history = ok<LclRateWire[]>(await call('GET', `${ENDPOINTS.lclRateHistory}?RateNo=${first.RateNo}`, manager));
    expect(history.map((v) => [v.Version, v.Status, v.RatePerRt])).toEqual([
      [1, 'SUPERSEDED', '30.00'],
      [2, 'PUBLISHED', '32.00'],
    ]);
    // the clerk writes but does not publish
    expect((await call('POST', ENDPOINTS.lclRateSubmit, tokens['pricing@demo.test']!, { Id: twin.Id, Revision: twin.Revision })).statusCode).toBe(403);
  });

  it('co-load surcharges: saved with their bounds checked; the most specific per fee applies', async () => {
    const manager = tokens[MANAGER]!;
    refusedWith(
      await call('POST', ENDPOINTS.coLoadSurchargeSave, manager, {
        FeeCode: 'CFS',
        Basis: 'PER_RT',
        Amount: '10',
        Currency: 'USD',
        Min: '50',
        Max: '20',
        Side: 'ORIGIN',
        ValidFrom: today,
        ValidTo: addDays(today, 30),
      }),
      'INVALID',
    );
    const made = ok<{ Id: number }>(
      await call('POST', ENDPOINTS.coLoadSurchargeSave, manager, {
        FeeCode: 'CFS',
        CoLoaderName: '盛世拼箱',
        PodCode: 'DEHAM',
        Basis: 'PER_RT',
        Amount: '12',
        Currency: 'USD',
        Side: 'ORIGIN',
        ValidFrom: today,
        ValidTo: addDays(today, 30),
      }),
    );
    const list = ok<CoLoadSurchargeWire[]>(await call('GET', ENDPOINTS.coLoadSurchargeList, manager));
    expect(list.find((s) => s.Id === made.Id)).toMatchObject({ FeeName: '拼箱服务费', CoLoaderName: '盛世拼箱' });
    const shengshi = (await search({ Cbm: 2.4, Kg: 1800 })).Rows.find((r) => r.CoLoaderName === '盛世拼箱')!;
    expect(shengshi.Lines.find((l) => l.FeeCode === 'CFS')!.Amount).toBe('28.80');
  });
});
