import { describe, expect, it } from 'vitest';
import type { ManifestData } from '../../../src/contract/manifest';
import { filingsFor } from '../../../src/domain/manifest/applies';
import { checkManifest } from '../../../src/domain/manifest/check';
import { renderMft } from '../../../src/domain/manifest/messages';
import { REGIME_RULE_SETS } from '../../../src/domain/manifest/regimes';
import { goodManifest } from './fixtures';

const NOW = new Date('2030-01-01T00:00:00Z');
const check = (m: ManifestData, lang: 'zh' | 'en' = 'en') => checkManifest(m, { now: NOW, lang });
const codes = (m: ManifestData) => check(m).map((p) => `${p.Path} ${p.Code}${p.Severity ? ' (warning)' : ''}`);

const party = (name: string, country = 'CN') => ({ NAME: name, ADDRESS: `1 ${name} ROAD`, COUNTRY: country });
/** goodManifest as each regime's complete filing: SCAC carrier and consignee city (AMS), the ten ISF elements, an EORI (ENS). */
function amsManifest(): ManifestData {
  const m = goodManifest();
  return { ...m, MFT_FILING: 'US_AMS', MFT_CARRIER: 'COSU', MFT_CUSTOMS_CODE: '', Consignee: { ...m.Consignee, CODE: '', CITY: 'LOS ANGELES' } };
}
function isfManifest(): ManifestData {
  return {
    ...amsManifest(),
    MFT_FILING: 'US_ISF',
    Isf: {
      SELLER: party('NINGBO SELLER CO'),
      BUYER: party('EXAMPLE IMPORTS INC', 'US'),
      MANUFACTURER: party('NINGBO LAMP FACTORY'),
      SHIP_TO: party('EXAMPLE DC', 'US'),
      STUFFING: party('NINGBO CFS'),
      CONSOLIDATOR: party('NINGBO CONSOLIDATOR'),
      IOR_NO: '12-3456789AB',
      CONSIGNEE_NO: '12-3456789AB',
      ORIGIN: 'CN',
    },
  };
}
function ensManifest(): ManifestData {
  const m = goodManifest();
  return {
    ...m,
    MFT_FILING: 'EU_ENS',
    MFT_DISCHARGE_CODE: 'NLRTM',
    MFT_CUSTOMS_CODE: '',
    Consignee: { ...m.Consignee, CODE: '', COUNTRY: 'NL', EORI: 'NL123456789' },
  };
}

describe('the regimes share the engine: each filing its rule set (operations.md §7.1, §17.1)', () => {
  it('each complete filing passes, and CN_EXPORT still asks for its customs office and party codes', () => {
    expect(codes(amsManifest())).toEqual([]);
    expect(codes(isfManifest())).toEqual([]);
    expect(codes(ensManifest())).toEqual([]);
    const cn = { ...amsManifest(), MFT_FILING: 'CN_EXPORT' as const };
    expect(codes(cn)).toEqual(['MFT_CUSTOMS_CODE mft.required', 'Consignee.CODE mft.party.required']);
  });

  it('every rule of every rule set has words in both languages', () => {
    const all = Object.values(REGIME_RULE_SETS).flatMap((r) => r?.codes ?? []);
    expect(all).toHaveLength(10);
    for (const code of all) {
      const params = { value: 'X', field: 'CITY', element: 'SELLER', hbl: 'H1' };
      expect(code).toMatch(/^(ams|isf|ens)\./);
      expect(renderMft(code, params, 'zh')).toMatch(/[\u4e00-\u9fff]/);
      expect(renderMft(code, params, 'en')).toMatch(/^(US|EU) /);
    }
  });
});

describe('US AMS', () => {
  it('ams.scac: the carrier is a SCAC of 4 capitals; a house bill starts with the NVOCC’s SCAC', () => {
    const m = { ...amsManifest(), MFT_CARRIER: 'COSCO' };
    expect(codes(m)).toEqual(['MFT_CARRIER ams.scac']);
    expect(check(m, 'zh')[0]?.Message).toBe('美国 AMS：SCAC 代码 "COSCO" 须为 4 位大写字母。');
    expect(codes({ ...amsManifest(), MFT_CARRIER: 'cosu' })).toEqual(['MFT_CARRIER ams.scac']);
    expect(codes({ ...amsManifest(), MFT_LEVEL: 'HOUSE', MFT_HBL_NO: '12345678' })).toEqual(['MFT_HBL_NO ams.scac']);
    expect(codes({ ...amsManifest(), MFT_LEVEL: 'HOUSE', MFT_HBL_NO: 'HZTX2611001' })).toEqual([]);
  });

  it('ams.goods.desc: the §7.6 vague words are refused under the AMS code (one problem, not two)', () => {
    const m = amsManifest();
    m.Items![0]!.MFG_DESC = 'GENERAL CARGO';
    expect(codes(m)).toEqual(['Items[0].MFG_DESC ams.goods.desc']);
    expect(check(m)[0]?.Message).toMatch(/Do Not Load/);
    m.Items![0]!.MFG_DESC = 'STC 100 CTNS LED LAMPS';
    expect(codes(m)).toEqual([]);
  });

  it('ams.consignee: CBP needs the consignee’s city on top of name, address, country', () => {
    const m = amsManifest();
    m.Consignee = { ...m.Consignee, CITY: '' };
    expect(codes(m)).toEqual(['Consignee.CITY ams.consignee']);
    m.Consignee = { NAME: 'X INC' };
    expect(codes(m)).toEqual([
      'Consignee.ADDRESS mft.party.required',
      'Consignee.COUNTRY mft.party.required',
      'Consignee.PHONE mft.party.required',
      'Consignee.CITY ams.consignee',
    ]);
  });

  it('the deadline is 24 h before lading at the foreign port, in hours from the loading instant', () => {
    const m = { ...amsManifest(), MFT_LOADING_AT: '2030-01-01T20:30:00.000Z' };
    expect(codes(m)).toEqual(['MFT_LOADING_AT mft.deadline (warning)']);
    expect(codes({ ...m, MFT_LOADING_AT: '2030-01-02T00:30:00.000Z' })).toEqual([]);
  });
});

describe('every regime’s deadline: 24 h before loading, counted in hours from the loading instant', () => {
  it.each([
    ['US_AMS', amsManifest],
    ['US_ISF', isfManifest],
    ['EU_ENS', ensManifest],
  ] as const)('%s', (_filing, make) => {
    // 23.5 h before loading is past a 24-hour deadline; 24.5 h is not (whole days from the ETD would call both "1 day")
    expect(codes({ ...make(), MFT_LOADING_AT: '2030-01-01T23:30:00.000Z' })).toEqual(['MFT_LOADING_AT mft.deadline (warning)']);
    expect(codes({ ...make(), MFT_LOADING_AT: '2030-01-02T00:30:00.000Z' })).toEqual([]);
    const [late] = checkManifest({ ...make(), MFT_LOADING_AT: '2030-01-01T23:30:00.000Z' }, { now: NOW, lang: 'en' });
    expect(late?.Params).toEqual({ at: '2029-12-31T23:30:00.000Z', hours: 24 });
  });
});

describe('US ISF 10+2', () => {
  it('isf.element: each of the importer’s elements is required (parties with name, address, country)', () => {
    const m = isfManifest();
    m.Isf = { ...m.Isf, SELLER: { NAME: 'ONLY A NAME' }, IOR_NO: '', ORIGIN: undefined };
    expect(codes(m)).toEqual(['Isf.SELLER isf.element', 'Isf.IOR_NO isf.element', 'Isf.ORIGIN isf.element']);
    expect(check(m, 'zh')[0]?.Message).toBe('美国 ISF：须填写卖方（进口商十项要素之一）。');
    expect(codes({ ...m, Isf: undefined })).toHaveLength(9);
  });

  it('isf.origin: the country of origin is two letters', () => {
    expect(codes({ ...isfManifest(), Isf: { ...isfManifest().Isf, ORIGIN: 'cn' } })).toEqual(['Isf.ORIGIN isf.origin']);
  });

  it('isf.hts: every item’s HTS has at least 6 digits', () => {
    const m = isfManifest();
    m.Items![0]!.MFG_HSCODE = '9405';
    m.Items![1]!.MFG_HSCODE = '';
    expect(codes(m)).toEqual(['Items[0].MFG_HSCODE isf.hts', 'Items[1].MFG_HSCODE isf.hts']);
  });

  it('isf.lowestBl: a bill with a house number is filed at the house level', () => {
    expect(codes({ ...isfManifest(), MFT_HBL_NO: 'HZTX2611001' })).toEqual(['MFT_LEVEL isf.lowestBl']);
    expect(codes({ ...isfManifest(), MFT_LEVEL: 'HOUSE', MFT_HBL_NO: 'HZTX2611001' })).toEqual([]);
  });
});

describe('EU ICS2 ENS', () => {
  it('ens.consignee: an EORI, else a full address (street, city, postcode, country)', () => {
    const m = ensManifest();
    m.Consignee = { ...m.Consignee, EORI: '' };
    expect(codes(m)).toEqual(['Consignee.EORI ens.consignee']);
    m.Consignee = { ...m.Consignee, CITY: 'ROTTERDAM', POSTCODE: '3011 AA' };
    expect(codes(m)).toEqual([]);
  });

  it('ens.goods.desc and ens.goods.hs: generic goods or no HS 6 → Do Not Load', () => {
    const m = ensManifest();
    m.Items![0]!.MFG_DESC = 'FAK';
    m.Items![1]!.MFG_HSCODE = '9403';
    expect(codes(m)).toEqual(['Items[0].MFG_DESC ens.goods.desc', 'Items[1].MFG_HSCODE ens.goods.hs']);
    expect(check(m).every((p) => /Do Not Load/.test(p.Message))).toBe(true);
    expect(check(m, 'zh')[0]?.Message).toMatch(/禁止装船/);
  });
});

describe('which filings a bill needs, from the UN/LOCODE countries of its route', () => {
  const filings = (route: Parameters<typeof filingsFor>[0]) => filingsFor(route).map((f) => f.Filing);
  it('a Chinese port of loading: CN export always', () => {
    expect(filings({ loading: 'CNSHA', discharge: 'SGSIN' })).toEqual(['CN_EXPORT']);
    expect(filings({ loading: 'VNSGN', discharge: 'SGSIN' })).toEqual([]);
  });
  it('US by discharge or delivery: AMS and ISF', () => {
    expect(filings({ loading: 'CNNGB', discharge: 'USLAX' })).toEqual(['CN_EXPORT', 'US_AMS', 'US_ISF']);
    expect(filings({ loading: 'CNNGB', discharge: 'CAVAN', delivery: 'USCHI' })).toEqual(['CN_EXPORT', 'US_AMS', 'US_ISF']);
  });
  it('EU by the first EU port of call: ENS, with the reason in both languages', () => {
    expect(filings({ loading: 'CNSHA', discharge: 'NLRTM' })).toEqual(['CN_EXPORT', 'EU_ENS']);
    expect(filings({ loading: 'CNSHA', discharge: 'GBFXT' })).toEqual(['CN_EXPORT']);
    const via = filingsFor({ loading: 'CNSHA', transshipment: 'ESALG', discharge: 'USNYC' });
    expect(via.map((f) => f.Filing)).toEqual(['CN_EXPORT', 'US_AMS', 'US_ISF', 'EU_ENS']);
    expect(via[3]?.Why).toEqual({ zh: '首个欧盟挂靠港 ESALG 在欧盟', en: 'first EU port of call ESALG is in the EU' });
  });
});
