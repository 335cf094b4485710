import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { ApplySchema } from '../../../src/contract/packing/calls';
import { UNIVERSAL_FIELDS, UNIVERSAL_TYPES, universalApplication, universalFieldOf } from '../../../src/features/packing/universalApply';

/** What the form holds when every field is as the person left it. */
const typed = (patch: Record<string, string> = {}): Record<string, string> => ({
  PKL_BOOKING_NO: ' EGLV14300001 ',
  PKL_CARRIER: 'EGLV',
  PKL_VESSEL: 'EVER GIVEN',
  PKL_VOYAGE: '1234W',
  PKL_LOADING_CODE: 'CNNGB',
  PKL_DISCHARGE_CODE: 'DEHAM',
  PKL_DELIVERY_CODE: '',
  PKL_CNTR_TYPE: '40HQ',
  Count: '2',
  PKL_TRUCKER_ID: '',
  PKL_REMARKS: '',
  ...patch,
});
/** As the wire carries it (NaN becomes null). */
const wire = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

describe('the universal application form', () => {
  it('sends the typed facts as the Apply call takes them, the optional ones left out when blank', () => {
    const input = universalApplication(typed());
    expect(input).toEqual({
      Universal: {
        PKL_BOOKING_NO: 'EGLV14300001',
        PKL_CARRIER: 'EGLV',
        PKL_VESSEL: 'EVER GIVEN',
        PKL_VOYAGE: '1234W',
        PKL_LOADING_CODE: 'CNNGB',
        PKL_DISCHARGE_CODE: 'DEHAM',
      },
      Slots: [{ PKL_CNTR_TYPE: '40HQ', Count: 2 }],
    });
    expect(Value.Check(ApplySchema, wire(input))).toBe(true);
    const full = universalApplication(typed({ PKL_DELIVERY_CODE: 'DEHAM', PKL_TRUCKER_ID: '17', PKL_REMARKS: ' 冷链 ' }));
    expect(full).toMatchObject({ Universal: { PKL_DELIVERY_CODE: 'DEHAM' }, PKL_TRUCKER_ID: 17, PKL_REMARKS: '冷链' });
    expect(Value.Check(ApplySchema, wire(full))).toBe(true);
  });

  it("puts every refusal of the call's schema beside a field of the form", () => {
    const blank = Object.fromEntries(UNIVERSAL_FIELDS.map((f) => [f, '']));
    for (const values of [blank, typed({ Count: 'two', PKL_LOADING_CODE: 'NINGBO' }), typed({ Count: '0', PKL_VOYAGE: '' })]) {
      const errors = [...Value.Errors(ApplySchema, wire(universalApplication(values)))];
      expect(errors.length).toBeGreaterThan(0);
      for (const e of errors) expect(UNIVERSAL_FIELDS, e.path).toContain(universalFieldOf(e.path));
    }
  });

  it("names the field of the server's own refusals (pkl.carrier, pkl.port, pkl.type.unknown)", () => {
    expect(universalFieldOf('/Universal/PKL_CARRIER')).toBe('PKL_CARRIER');
    expect(universalFieldOf('/Universal/PKL_DISCHARGE_CODE')).toBe('PKL_DISCHARGE_CODE');
    expect(universalFieldOf('/Slots/0/PKL_CNTR_TYPE')).toBe('PKL_CNTR_TYPE');
    expect(universalFieldOf('/Slots/0/Count')).toBe('Count');
    expect(universalFieldOf('/PKL_TRUCKER_ID')).toBe('PKL_TRUCKER_ID');
  });

  it('offers each container type once, by the name it is stored as', () => {
    expect(UNIVERSAL_TYPES).toContain('40HQ');
    expect(UNIVERSAL_TYPES).toContain('40NOR');
    expect(new Set(UNIVERSAL_TYPES).size).toBe(UNIVERSAL_TYPES.length);
  });
});
