import { describe, expect, it } from 'vitest';
import type { ManifestData } from '../../../src/contract/manifest';
import type { ManifestPayload } from '../../../server/modules/manifest/payload';
import { decideAms, decideEns, decideIsf, foreignSimulatorOptions } from '../../../server/modules/manifest/simulatorForeign';
import { assertChannelAllowed, simulatorOnly } from '../../../server/channels/simulation';
import { goodManifest } from './fixtures';

/**
 * What the simulated foreign customs decide (server/modules/manifest/simulatorForeign.ts), pure: the
 * regime's rule set and the common data rules judge the message, never our bookkeeping; a refusal
 * names the fields; the 24-hour rules are counted by customs' clock from the loading instant.
 */
const LOADING = '2030-01-03T00:00:00.000Z';
const EARLY = new Date('2030-01-01T00:00:00Z'); // 48 h before loading
const LATE = new Date('2030-01-02T12:00:00Z'); // 12 h before
const party = (name: string, country = 'CN') => ({ NAME: name, ADDRESS: `1 ${name} ROAD`, COUNTRY: country });

function payload(data: ManifestData, kind: ManifestPayload['kind'] = 'MAIN'): ManifestPayload {
  return { messageRef: 'MFT1AV1', manifestId: 1, mftNo: 'MFT1', kind, version: 1, changeReasonCode: '', late: false, senderCode: '', data };
}
function ams(): ManifestData {
  const m = goodManifest();
  return {
    ...m,
    MFT_FILING: 'US_AMS',
    MFT_CARRIER: 'COSU',
    MFT_CUSTOMS_CODE: '',
    MFT_LOADING_AT: LOADING,
    Consignee: { ...m.Consignee, CODE: '', CITY: 'LOS ANGELES' },
  };
}
function isf(): ManifestData {
  return {
    ...ams(),
    MFT_FILING: 'US_ISF',
    Isf: {
      SELLER: party('SELLER CO'),
      BUYER: party('BUYER INC', 'US'),
      MANUFACTURER: party('FACTORY'),
      SHIP_TO: party('DC', 'US'),
      STUFFING: party('CFS'),
      CONSOLIDATOR: party('CONSOLIDATOR'),
      IOR_NO: '12-3456789AB',
      CONSIGNEE_NO: '123456-78901',
      ORIGIN: 'CN',
    },
  };
}
function ens(): ManifestData {
  const m = goodManifest();
  return {
    ...m,
    MFT_FILING: 'EU_ENS',
    MFT_DISCHARGE_CODE: 'NLRTM',
    MFT_CUSTOMS_CODE: '',
    MFT_LOADING_AT: LOADING,
    Consignee: { ...m.Consignee, CODE: '', COUNTRY: 'NL', EORI: 'NL1' },
  };
}
const steps = (v: { answers: { Code: string; customsCode: string }[] }) => v.answers.map((a) => `${a.Code} ${a.customsCode}`);

describe('the simulated CBP AMS', () => {
  it('accepts a complete bill on time; late, accepts and then holds it "Do Not Load"', () => {
    expect(steps(decideAms(payload(ams()), undefined, EARLY))).toEqual(['ACCEPTED BOF']);
    expect(steps(decideAms(payload(ams()), undefined, LATE))).toEqual(['ACCEPTED BOF', 'HOLD DNL']);
  });
  it('rejects a bill breaking CBP’s rules and names the fields; our own bookkeeping (sums) is not customs’ business', () => {
    const v = decideAms(payload({ ...ams(), MFT_CARRIER: 'COSCO' }), undefined, EARLY);
    expect(v.decision).toBe('REJECTED');
    expect(v.answers[0]!.extra?.fields).toEqual([{ Path: expect.stringMatching(/MFT_CARRIER/), Code: 'ams.scac', Params: { value: 'COSCO' } }]);
    expect(decideAms(payload({ ...ams(), MFT_TOTAL_KG: 1 }), undefined, EARLY).decision).toBe('ACCEPTED');
  });
  it('refuses a MODIFY of a bill it does not hold, and a changed vessel', () => {
    expect(decideAms(payload(ams(), 'MODIFY'), undefined, EARLY).decision).toBe('REJECTED');
    const held = payload(ams());
    expect(decideAms(payload({ ...ams(), MFT_VESSEL: 'OTHER SHIP' }, 'MODIFY'), held, EARLY).decision).toBe('REJECTED');
    expect(decideAms(payload(ams(), 'MODIFY'), held, EARLY).decision).toBe('ACCEPTED');
  });
});

describe('the simulated ISF filer', () => {
  it('accepts the ten elements; late, accepts with the late flag', () => {
    expect(decideIsf(payload(isf()), undefined, EARLY).answers[0]!.extra).toEqual({ late: false, reason: '' });
    expect(decideIsf(payload(isf()), undefined, LATE).answers[0]!.extra).toEqual({ late: true, reason: 'late filing' });
  });
  it('rejects a missing element or an importer number CBP cannot read, with the reason code and the field', () => {
    const m = isf();
    const missing = decideIsf(payload({ ...m, Isf: { ...m.Isf, BUYER: undefined } }), undefined, EARLY);
    expect(missing.answers[0]).toMatchObject({ Code: 'REJECTED', customsCode: 'isf.element' });
    const number = decideIsf(payload({ ...m, Isf: { ...m.Isf, IOR_NO: 'ABC' } }), undefined, EARLY);
    expect(number.answers[0]).toMatchObject({
      Code: 'REJECTED',
      customsCode: 'isf.number',
      extra: { fields: [expect.objectContaining({ Path: '/Isf/IOR_NO' })] },
    });
  });
});

describe('the simulated ICS2', () => {
  it('registers with an MRN, then completes the risk assessment', () => {
    expect(steps(decideEns(payload(ens()), undefined, EARLY, 'MRN1'))).toEqual(['ACCEPTED IE3R01', 'ASSESSED IE3N03']);
  });
  it('a generic description or a late ENS: registered, then Do Not Load; a consignee without EORI nor full address: a request for information', () => {
    const m = ens();
    m.Items![0]!.MFG_DESC = 'GENERAL CARGO';
    expect(steps(decideEns(payload(m), undefined, EARLY, 'MRN1'))).toEqual(['ACCEPTED IE3R01', 'HOLD IE3Q01']);
    expect(steps(decideEns(payload(ens()), undefined, LATE, 'MRN1'))).toEqual(['ACCEPTED IE3R01', 'HOLD IE3Q01']);
    const noEori = { ...ens(), Consignee: { ...ens().Consignee, EORI: '' } };
    expect(steps(decideEns(payload(noEori), undefined, EARLY, 'MRN1'))).toEqual(['ACCEPTED IE3R01', 'RFI IE3Q02']);
  });
  it('a message it cannot validate: IE3N01; an invalidation of a registered ENS: IE3R07', () => {
    expect(steps(decideEns(payload({ ...ens(), MFT_MBL_NO: '' }), undefined, EARLY, 'MRN1'))).toEqual(['REJECTED IE3N01']);
    expect(steps(decideEns(payload(ens(), 'DELETE'), payload(ens()), EARLY, 'MRN1'))).toEqual(['ACCEPTED IE3R07']);
    expect(steps(decideEns(payload(ens(), 'DELETE'), undefined, EARLY, 'MRN1'))).toEqual(['REJECTED IE3N01']);
  });
  it('reads its faults and clock from SIM_EU_ENS_FAULTS and SIM_EU_ENS_DELAY_MS', () => {
    expect(foreignSimulatorOptions('EU_ENS', { SIM_EU_ENS_FAULTS: 'timeout:0.1,roll:1', SIM_EU_ENS_DELAY_MS: '20' })).toEqual({
      secondMs: 20,
      faults: { timeout: 0.1 },
    });
  });
});

describe('the production guard', () => {
  it('refuses to start a foreign customs simulator in production unless ALLOW_SIMULATED_CHANNELS names its channel', () => {
    for (const channel of ['US_AMS', 'US_ISF', 'EU_ENS']) {
      const sim = { channel, simulated: true };
      expect(() => assertChannelAllowed({ NODE_ENV: 'production', ALLOW_SIMULATED_CHANNELS: 'CN_MANIFEST' }, sim)).toThrow(new RegExp(`CHANNEL_${channel}`));
      expect(() => assertChannelAllowed({ NODE_ENV: 'production', ALLOW_SIMULATED_CHANNELS: `CN_MANIFEST,${channel}` }, sim)).not.toThrow();
      expect(() => simulatorOnly({ [`CHANNEL_${channel}`]: 'provider' }, channel)).toThrow(/no adapter/);
    }
  });
});
