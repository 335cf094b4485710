import { describe, expect, it } from 'vitest';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { checkEvent, type EventDraft } from '../../../src/domain/tracking/check';
import { TRACKING_PROBLEM_CODES, renderProblem } from '../../../src/domain/tracking/messages';

const BOX = withCheckDigit('MSCU123456');
const NOW = new Date('2026-03-10T00:00:00Z');
const gateIn: EventDraft = {
  EVT_TYPE: 'EQUIPMENT',
  EVT_CODE: 'GTIN',
  EVT_CLASSIFIER: 'ACT',
  EVT_AT: '2026-03-09T09:30:00+08:00',
  EVT_EQUIPMENT_REF: BOX,
  EVT_EMPTY: 'LADEN',
  EVT_LOCATION: 'CNSHA',
  EVT_FACILITY_CODE: 'SGH',
  EVT_FACILITY_PROVIDER: 'SMDG',
  EVT_FACILITY_TYPE: 'POTE',
};
const departure: EventDraft = {
  EVT_TYPE: 'TRANSPORT',
  EVT_CODE: 'DEPA',
  EVT_CLASSIFIER: 'EST',
  EVT_AT: '2026-03-12T18:00:00+08:00',
  EVT_LOCATION: 'CNSHA',
  EVT_MODE: 'VESSEL',
  EVT_VESSEL_IMO: '9811000',
  EVT_VESSEL_NAME: 'EVER GIVEN',
  EVT_VOYAGE: '0123E',
};
const siApproved: EventDraft = {
  EVT_TYPE: 'SHIPMENT',
  EVT_CODE: 'APPR',
  EVT_CLASSIFIER: 'ACT',
  EVT_AT: '2026-03-08T10:00:00Z',
  EVT_LOCATION: 'CNSHA',
  EVT_DOC_TYPE: 'SHI',
  EVT_DOC_REF: 'SI-0001',
};
const codes = (draft: EventDraft) => checkEvent(draft, '', { now: NOW }).map((p) => `${p.Path} ${p.Code}`);

describe('the check of an event typed by staff (operations.md §5.2, §5.3, §5.5)', () => {
  it('passes a well-formed equipment, transport and document event', () => {
    expect(codes(gateIn)).toEqual([]);
    expect(codes(departure)).toEqual([]);
    expect(codes(siApproved)).toEqual([]);
  });

  it('refuses unknown type, code and classifier', () => {
    expect(codes({ ...gateIn, EVT_TYPE: 'CARGO' })).toEqual(['/EVT_TYPE type.unknown']);
    expect(codes({ ...gateIn, EVT_CODE: 'ARRI' })).toEqual(['/EVT_CODE code.unknown']);
    expect(codes({ ...departure, EVT_CODE: 'GTIN' })).toEqual(['/EVT_CODE code.unknown']);
    expect(codes({ ...gateIn, EVT_CLASSIFIER: 'REQ' })).toEqual(['/EVT_CLASSIFIER classifier.unknown']);
    // T&T 2.2 lets a document event be planned or estimated (a B/L to be issued): issue 45 item 19
    expect(codes({ ...siApproved, EVT_CLASSIFIER: 'EST' })).toEqual([]);
    expect(codes({ ...siApproved, EVT_CLASSIFIER: 'PLN' })).toEqual([]);
  });

  it('names the allowed codes of the type in the message', () => {
    const [p] = checkEvent({ ...departure, EVT_CODE: 'LOAD' }, '', { now: NOW, lang: 'en' });
    expect(p!.Params).toMatchObject({ type: 'TRANSPORT', value: 'LOAD', allowed: 'ARRI DEPA' });
    expect(p!.Message).toBe('"LOAD" is not a DCSA code of a TRANSPORT event (allowed: ARRI DEPA).');
  });

  it('checks the container number with ISO 6346 (the SI module’s check digit)', () => {
    const wrongDigit = `${BOX.slice(0, 10)}${(Number(BOX[10]) + 1) % 10}`;
    expect(codes({ ...gateIn, EVT_EQUIPMENT_REF: wrongDigit })).toEqual(['/EVT_EQUIPMENT_REF container.checkDigit']);
    expect(codes({ ...gateIn, EVT_EQUIPMENT_REF: 'MSC123' })).toEqual(['/EVT_EQUIPMENT_REF container.shape']);
    expect(codes({ ...gateIn, EVT_EQUIPMENT_REF: ' ' })).toEqual(['/EVT_EQUIPMENT_REF container.missing']);
    expect(codes({ ...gateIn, EVT_EQUIPMENT_REF: BOX.toLowerCase() })).toEqual([]);
  });

  it('evt.future: refuses an ACT more than 1 h ahead, lets EST and PLN be in the future', () => {
    const in59 = '2026-03-10T08:59:00+08:00'; // 00:59Z
    const in61 = '2026-03-10T09:01:00+08:00'; // 01:01Z
    expect(codes({ ...gateIn, EVT_AT: in59 })).toEqual([]);
    expect(codes({ ...gateIn, EVT_AT: in61 })).toEqual(['/EVT_AT time.future']);
    expect(codes({ ...gateIn, EVT_AT: in61, EVT_CLASSIFIER: 'EST' })).toEqual([]);
    expect(codes({ ...gateIn, EVT_AT: '2027-01-01T00:00:00Z', EVT_CLASSIFIER: 'PLN' })).toEqual([]);
  });

  it('evt.tz: wants a time with its offset', () => {
    expect(codes({ ...gateIn, EVT_AT: '2026-03-09T09:30:00' })).toEqual(['/EVT_AT time.invalid']);
    expect(codes({ ...gateIn, EVT_AT: 'yesterday' })).toEqual(['/EVT_AT time.invalid']);
    expect(codes({ ...gateIn, EVT_AT: '2026-03-09T09:30Z' })).toEqual([]);
  });

  it('wants EMPTY/LADEN on an equipment event, consistent with the code, and only there', () => {
    expect(codes({ ...gateIn, EVT_EMPTY: null })).toEqual(['/EVT_EMPTY empty.missing']);
    expect(codes({ ...gateIn, EVT_EMPTY: 'FULL' })).toEqual(['/EVT_EMPTY empty.unknown']);
    expect(codes({ ...gateIn, EVT_CODE: 'STUF', EVT_EMPTY: 'EMPTY' })).toEqual(['/EVT_EMPTY empty.inconsistent']);
    expect(codes({ ...gateIn, EVT_CODE: 'STUF', EVT_EMPTY: 'LADEN' })).toEqual([]);
    expect(codes({ ...gateIn, EVT_CODE: 'STRP', EVT_EMPTY: 'LADEN' })).toEqual(['/EVT_EMPTY empty.inconsistent']);
    expect(codes({ ...gateIn, EVT_CODE: 'CUSR', EVT_EMPTY: 'EMPTY' })).toEqual(['/EVT_EMPTY empty.inconsistent']);
    expect(codes({ ...gateIn, EVT_CODE: 'GTOT', EVT_EMPTY: 'EMPTY' })).toEqual([]);
    expect(codes({ ...departure, EVT_EMPTY: 'EMPTY' })).toEqual(['/EVT_EMPTY empty.notApplicable']);
  });

  it('wants a known UN/LOCODE place', () => {
    expect(codes({ ...gateIn, EVT_LOCATION: '' })).toEqual(['/EVT_LOCATION location.missing']);
    expect(codes({ ...gateIn, EVT_LOCATION: 'SHANGHAI' })).toEqual(['/EVT_LOCATION location.shape']);
    expect(codes({ ...gateIn, EVT_LOCATION: 'ZZZZZ' })).toEqual(['/EVT_LOCATION location.unknown']);
    expect(checkEvent({ ...gateIn, EVT_LOCATION: 'ZZZZZ' }, '', { now: NOW, ports: new Set(['ZZZZZ']) })).toEqual([]);
  });

  it('a document event needs no place; a carrier’s event keeps a place we have not registered (issue 45 item 19)', () => {
    expect(codes({ ...siApproved, EVT_LOCATION: '' })).toEqual([]);
    const published = (draft: EventDraft) => checkEvent(draft, '', { now: NOW, asPublished: true }).map((p) => `${p.Path} ${p.Code}`);
    expect(published({ ...gateIn, EVT_LOCATION: 'NLRAM' })).toEqual([]);
    expect(published({ ...departure, EVT_LOCATION: '', EVT_MODE: 'TRUCK' })).toEqual([]);
    // DCSA's own example names a box that is no ISO 6346 number; a wrong check digit is still a typo
    expect(published({ ...gateIn, EVT_EQUIPMENT_REF: 'APNR7744962', EVT_EMPTY: 'EMPTY', EVT_CODE: 'PICK' })).toEqual([]);
    expect(published({ ...gateIn, EVT_EQUIPMENT_REF: `${BOX.slice(0, 10)}${(Number(BOX[10]) + 1) % 10}` })).toEqual([
      '/EVT_EQUIPMENT_REF container.checkDigit',
    ]);
    // a malformed place is still refused, whoever sends it
    expect(published({ ...gateIn, EVT_LOCATION: 'AMSTERDAM' })).toEqual(['/EVT_LOCATION location.shape']);
  });

  it('wants a facility code of the SMDG/BIC format with its list, and a known facility type', () => {
    expect(codes({ ...gateIn, EVT_FACILITY_CODE: 'CNSHA SGH' })).toEqual(['/EVT_FACILITY_CODE facility.code']);
    expect(codes({ ...gateIn, EVT_FACILITY_PROVIDER: null })).toEqual(['/EVT_FACILITY_PROVIDER facility.provider']);
    expect(codes({ ...gateIn, EVT_FACILITY_PROVIDER: 'LOCAL' })).toEqual(['/EVT_FACILITY_PROVIDER facility.provider']);
    expect(codes({ ...gateIn, EVT_FACILITY_CODE: null, EVT_FACILITY_PROVIDER: null })).toEqual([]);
    expect(codes({ ...gateIn, EVT_FACILITY_TYPE: 'PORT' })).toEqual(['/EVT_FACILITY_TYPE facility.type']);
    expect(codes({ ...gateIn, EVT_PHASE: 'EXPORTS' })).toEqual(['/EVT_PHASE phase.unknown']);
  });

  it('wants the mode and vessel of a transport event, with a valid IMO number', () => {
    expect(codes({ ...departure, EVT_MODE: null })).toEqual(['/EVT_MODE mode.missing']);
    expect(codes({ ...departure, EVT_MODE: 'PLANE' })).toEqual(['/EVT_MODE mode.unknown']);
    expect(codes({ ...departure, EVT_VESSEL_IMO: null, EVT_VESSEL_NAME: '' })).toEqual(['/EVT_VESSEL_NAME vessel.missing']);
    expect(codes({ ...departure, EVT_MODE: 'TRUCK', EVT_VESSEL_IMO: null, EVT_VESSEL_NAME: '' })).toEqual([]);
    expect(codes({ ...departure, EVT_VESSEL_IMO: '9811001' })).toEqual(['/EVT_VESSEL_IMO vessel.imo']);
    expect(codes({ ...departure, EVT_VESSEL_IMO: 'IMO 9811000' })).toEqual([]);
  });

  it('wants the document of a shipment event', () => {
    expect(codes({ ...siApproved, EVT_DOC_TYPE: 'XYZ' })).toEqual(['/EVT_DOC_TYPE document.type']);
    expect(codes({ ...siApproved, EVT_DOC_REF: ' ' })).toEqual(['/EVT_DOC_REF document.ref']);
  });

  it('puts the base path first and renders each problem in the language asked, Chinese by default', () => {
    const [zh] = checkEvent({ ...gateIn, EVT_EMPTY: null }, '/Events/3', { now: NOW });
    const [en] = checkEvent({ ...gateIn, EVT_EMPTY: null }, '/Events/3', { now: NOW, lang: 'en' });
    expect(zh).toEqual({ Path: '/Events/3/EVT_EMPTY', Code: 'empty.missing', Message: '箱事件必须注明空箱（EMPTY）或重箱（LADEN）。' });
    expect(en!.Message).toBe('An equipment event says whether the box is EMPTY or LADEN.');
  });

  it('has every message in both languages, the Chinese in Chinese', () => {
    const params = { value: 'X', type: 'EQUIPMENT', allowed: 'A B', hours: 1, code: 'STUF', expected: 'LADEN' };
    for (const code of TRACKING_PROBLEM_CODES) {
      expect(renderProblem(code, params, 'zh'), code).toMatch(/[\u4e00-\u9fff]/);
      expect(renderProblem(code, params, 'en'), code).toMatch(/^[\x20-\x7e]+$/);
      expect(renderProblem(code, params, 'en'), code).not.toMatch(/undefined/);
    }
  });
});
