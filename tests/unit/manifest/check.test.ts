import { describe, expect, it } from 'vitest';
import { checkManifest, isImoNumber, manifestErrors } from '../../../src/domain/manifest/check';
import { manifestDeadline } from '../../../src/domain/manifest/deadline';
import { isVagueDescription } from '../../../src/domain/manifest/goodsWords';
import { goodManifest } from './fixtures';

const NOW = new Date('2030-01-01T00:00:00Z');
const codes = (m = goodManifest(), o = {}) => checkManifest(m, { now: NOW, ...o }).map((p) => `${p.Path} ${p.Code}${p.Severity ? ' (warning)' : ''}`);

describe('the manifest check (operations.md §7.6)', () => {
  it('passes a complete manifest', () => {
    expect(codes()).toEqual([]);
  });

  it('mft.party.required: shipper and consignee need name, address, country, code and phone', () => {
    const m = goodManifest();
    m.Shipper = { NAME: 'A' };
    expect(codes(m)).toEqual([
      'Shipper.ADDRESS mft.party.required',
      'Shipper.COUNTRY mft.party.required',
      'Shipper.CODE mft.party.required',
      'Shipper.PHONE mft.party.required',
    ]);
  });

  it('mft.party.notify: a TO ORDER consignee needs a complete notify party', () => {
    const m = goodManifest();
    m.Consignee = { ...m.Consignee, NAME: 'TO ORDER OF BANK OF CHINA' };
    expect(codes(m)).toContain('Notify mft.party.notify');
    m.Notify = { NAME: 'NOTIFY CO', ADDRESS: 'X ST', COUNTRY: 'US', CODE: '9999+1234', PHONE_TYPE: 'TE', PHONE: '1' };
    expect(codes(m)).toEqual([]);
  });

  it('mft.party.code: the USCI check character refuses, unless the person overrides it (then a warning)', () => {
    const m = goodManifest();
    m.Shipper = { ...m.Shipper, CODE: 'USCI+91440300708461136A' };
    expect(codes(m)).toEqual(['Shipper.CODE mft.party.code']);
    m.Shipper.CODE_OVERRIDE = true;
    expect(codes(m)).toEqual(['Shipper.CODE mft.party.code (warning)']);
    m.Shipper.CODE = 'USCI91440300708461136T';
    expect(codes(m)).toEqual(['Shipper.CODE mft.party.code']);
  });

  it('mft.party.code: the AEO code is checked by its format', () => {
    const m = goodManifest();
    m.Shipper = { ...m.Shipper, AEO: 'AEOCN12345' };
    expect(codes(m)).toEqual(['Shipper.AEO mft.party.code']);
    m.Shipper.AEO = 'AEOCN1234567890';
    expect(codes(m)).toEqual([]);
  });

  it('mft.party.contact: the consignee contact when the configuration asks for it', () => {
    expect(codes(goodManifest(), { requireContact: true })).toEqual(['Consignee.CONTACT_NAME mft.party.contact']);
  });

  it('mft.linked: phone type ↔ number, package count ↔ kind, DG contact ↔ phone', () => {
    const m = goodManifest();
    m.Shipper = { ...m.Shipper, PHONE_TYPE: '' };
    m.Items![0]!.MFG_PACKAGE = '';
    m.Items![1]!.MFG_DG_CONTACT = 'MR LI';
    expect(codes(m).sort()).toEqual(['Items[0].MFG_PACKAGE mft.linked', 'Items[1].MFG_DG_PHONE mft.linked', 'Shipper.PHONE_TYPE mft.linked']);
  });

  it('mft.goods.desc: vague words alone are refused, named goods pass', () => {
    for (const d of ['GENERAL CARGO', 'FAK', 'freight of all kinds', 'CONSOLIDATED CARGO', 'PARTS', 'STC 100 CTNS', 'SAID TO CONTAIN: GENERAL CARGO 20 PLTS']) {
      expect(isVagueDescription(d), d).toBe(true);
    }
    for (const d of ['STC 100 CTNS LED LAMPS', 'AUTO PARTS BRAKE PADS', 'COTTON T-SHIRTS']) expect(isVagueDescription(d), d).toBe(false);
    const m = goodManifest();
    m.Items![0]!.MFG_DESC = 'GENERAL CARGO';
    expect(codes(m)).toEqual(['Items[0].MFG_DESC mft.goods.desc']);
    m.Items![0]!.MFG_DESC = '台灯';
    expect(codes(m)).toEqual(['Items[0].MFG_DESC mft.goods.english']);
  });

  it('mft.goods.hs: 6 to 10 digits', () => {
    const m = goodManifest();
    m.Items![0]!.MFG_HSCODE = '9405';
    m.Items![1]!.MFG_HSCODE = '94032000001';
    expect(codes(m)).toEqual(['Items[0].MFG_HSCODE mft.goods.hs', 'Items[1].MFG_HSCODE mft.goods.hs']);
  });

  it('mft.goods.dg: a UN number needs the class, contact and phone; each well formed', () => {
    const m = goodManifest();
    m.Items![0]!.MFG_UNDG = '1263';
    expect(codes(m)).toEqual(['Items[0].MFG_IMDG_CLASS mft.goods.dg', 'Items[0].MFG_DG_CONTACT mft.goods.dg', 'Items[0].MFG_DG_PHONE mft.goods.dg']);
    Object.assign(m.Items![0]!, { MFG_UNDG: '12A', MFG_IMDG_CLASS: '10', MFG_DG_CONTACT: 'MR LI', MFG_DG_PHONE: '138' });
    expect(codes(m)).toEqual(['Items[0].MFG_UNDG mft.goods.unno', 'Items[0].MFG_IMDG_CLASS mft.goods.imdg']);
    Object.assign(m.Items![0]!, { MFG_UNDG: '1263', MFG_IMDG_CLASS: '3' });
    expect(codes(m)).toEqual([]);
  });

  it('mft.cntr: ISO 6346, size-type code, seal on full boxes, duplicates, unknown and empty boxes', () => {
    const m = goodManifest();
    m.Containers![0]!.MFC_CNNO = 'CSQU3054384';
    m.Containers![1]!.MFC_SEALNO = '';
    m.Containers![1]!.MFC_SIZE_TYPE = '40HQ';
    expect(codes(m)).toEqual([
      'Items[0].Allocation[0].CNNO mft.cntr.unknown',
      'Containers[0].MFC_CNNO mft.cntr.checkDigit',
      'Containers[0].MFC_CNNO mft.cntr.empty',
      'Containers[1].MFC_SIZE_TYPE mft.cntr.type',
      'Containers[1].MFC_SEALNO mft.cntr.seal',
    ]);
    const dup = goodManifest();
    dup.Containers!.push({ ...dup.Containers![0]! });
    expect(codes(dup)).toContain('Containers[2].MFC_CNNO mft.cntr.duplicate');
    const empty = goodManifest();
    empty.Containers!.push({ MFC_CNNO: 'TGHU1234567', MFC_SIZE_TYPE: '22G1', MFC_FULL: false });
    expect(codes(empty)).toEqual([]);
  });

  it('mft.cntr: every item fully allocated; per box the packing list figures', () => {
    const m = goodManifest();
    m.Items![0]!.Allocation[1]!.PKGS = 39;
    expect(codes(m)).toEqual(['Items[0].Allocation mft.cntr.allocated']);
    const p = goodManifest();
    p.MFT_LEVEL = 'MASTER';
    expect(codes(p, { packing: new Map([['MSKU2612680', { pkgs: 61, kg: 2600.5 }]]) })).toEqual(['Containers[1].MFC_CNNO mft.cntr.packing']);
  });

  it('mft.cntr: a house bill shares its box with other house bills: it may carry less than the packing list, never more', () => {
    const h = goodManifest();
    h.MFT_LEVEL = 'HOUSE';
    h.MFT_HBL_NO = h.MFT_HBL_NO || 'HZTXH26119999';
    // the box holds more than this bill's share: the other house bills carry the rest
    expect(codes(h, { packing: new Map([['MSKU2612680', { pkgs: 900, kg: 90_000 }]]) })).toEqual([]);
    // less in the box than this bill alone allocates to it: refused, in words
    const over = checkManifest(h, { packing: new Map([['MSKU2612680', { pkgs: 1, kg: 1 }]]) });
    expect(over.map((x) => x.Code)).toEqual(['mft.cntr.packingOver', 'mft.cntr.packingOver']);
    expect(over[0]!.Message).toMatch(/超过装箱单|more than/);
  });

  it('mft.sums: header totals are the items’ sums', () => {
    const m = goodManifest();
    m.MFT_TOTAL_PKGS = 121;
    m.MFT_TOTAL_KG = 3500;
    expect(codes(m)).toEqual(['MFT_TOTAL_PKGS mft.sums', 'MFT_TOTAL_KG mft.sums']);
  });

  it('mft.vgm: a full box without a declared VGM warns on save, refuses before send (a warning when the carrier files VGM apart)', () => {
    const vgm = new Map<string, number | null>([['CSQU3054383', 3100]]);
    expect(codes(goodManifest(), { vgm })).toEqual(['Containers[1].MFC_VGM_KG mft.vgm (warning)']);
    expect(codes(goodManifest(), { vgm, forSend: true })).toEqual(['Containers[1].MFC_VGM_KG mft.vgm']);
    expect(codes(goodManifest(), { vgm, forSend: true, vgmSeparate: true })).toEqual(['Containers[1].MFC_VGM_KG mft.vgm (warning)']);
  });

  it('header: required fields, HBL for a house manifest, ports, customs office, IMO check digit', () => {
    const m = goodManifest();
    m.MFT_LEVEL = 'HOUSE';
    m.MFT_VOYAGE = '';
    m.MFT_LOADING_CODE = 'SHA';
    m.MFT_CUSTOMS_CODE = '22';
    m.MFT_VESSEL_IMO = '9783591';
    expect(codes(m)).toEqual([
      'MFT_VOYAGE mft.required',
      'MFT_HBL_NO mft.required',
      'MFT_CUSTOMS_CODE mft.customs',
      'MFT_LOADING_CODE mft.port',
      'MFT_VESSEL_IMO mft.imo',
    ]);
    expect(isImoNumber('9074729')).toBe(true);
  });

  it('messages come in both languages', () => {
    const m = goodManifest();
    m.Items![0]!.MFG_HSCODE = '12';
    expect(checkManifest(m, { now: NOW, lang: 'en' })[0]!.Message).toBe('The HS code "12" must be 6 to 10 digits.');
    expect(checkManifest(m, { now: NOW })[0]!.Message).toBe('HS 编码 "12" 须为 6 至 10 位数字。');
  });
});

describe('mft.deadline: hours before the loading instant', () => {
  it('counts hours from the loading time, not whole days from the ETD', () => {
    const d = manifestDeadline('2030-01-10T08:00:00Z', 24, new Date('2030-01-09T07:30:00Z'));
    expect(d).toEqual({ At: '2030-01-09T08:00:00.000Z', HoursLeft: 0.5, Late: false, Hours: 24 });
    const late = manifestDeadline('2030-01-10T08:00:00Z', 24, new Date('2030-01-09T08:00:01Z'));
    expect(late.Late).toBe(true);
    expect(manifestDeadline('2030-01-10T08:00:00Z', 48, new Date('2030-01-08T07:00:00Z')).HoursLeft).toBe(1);
    expect(manifestDeadline(null, 24)).toEqual({ At: null, HoursLeft: null, Late: false, Hours: 24 });
  });

  it('a late manifest is a warning of the check (submitting stays allowed)', () => {
    const problems = checkManifest(goodManifest(), { now: new Date('2030-01-09T09:00:00Z') });
    expect(problems.map((p) => [p.Code, p.Severity])).toEqual([['mft.deadline', 'warning']]);
    expect(manifestErrors(problems)).toEqual([]);
  });
});
