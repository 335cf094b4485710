import { describe, expect, it } from 'vitest';
import { applyCutOffs, applyTime, closeCall, type CallTimes } from '../../../src/domain/refdata/vesselCallTimes';

/** A call's times (commercial.md §1.2, §1.3 VesselCall/SetTimes, R1.8). */
const now = new Date('2026-05-10T08:00:00Z');
const call: CallTimes = {
  status: 'SCHEDULED',
  etaPlanned: '2026-05-12T04:00:00.000Z',
  etaEstimated: '',
  ata: '',
  etdPlanned: '2026-05-13T04:00:00.000Z',
  etdEstimated: '',
  atd: '',
  cutOffs: [
    { code: 'DCO', dateTime: '2026-05-10T04:00:00.000Z' },
    { code: 'FCO', dateTime: '2026-05-11T04:00:00.000Z' },
  ],
};
const refusal = (o: ReturnType<typeof applyTime>) => (o.ok ? 'ok' : o.code);

describe('SetTimes', () => {
  it('an estimated departure moves the ETD; an actual arrival makes the call ARRIVED, an actual departure DEPARTED', () => {
    const later = applyTime(call, { event: 'DEPA', classifier: 'EST', dateTime: '2026-05-14T10:00:00+08:00' }, now);
    expect(later.ok && later.call.etdEstimated).toBe('2026-05-14T02:00:00.000Z');
    const arrived = applyTime(call, { event: 'ARRI', classifier: 'ACT', dateTime: '2026-05-10T07:30:00Z' }, now);
    expect(arrived.ok && arrived.call.status).toBe('ARRIVED');
    const left = applyTime(arrived.ok ? arrived.call : call, { event: 'DEPA', classifier: 'ACT', dateTime: '2026-05-10T07:55:00Z' }, now);
    expect(left.ok && left.call.status).toBe('DEPARTED');
  });

  it('an actual time in the future is refused; a minute of clock difference is not', () => {
    expect(refusal(applyTime(call, { event: 'ARRI', classifier: 'ACT', dateTime: '2026-05-10T09:00:00Z' }, now))).toBe('FUTURE_ACTUAL');
    expect(refusal(applyTime(call, { event: 'ARRI', classifier: 'ACT', dateTime: '2026-05-10T08:01:00Z' }, now))).toBe('ok');
  });

  it('departure before arrival is refused, comparing actual over estimated over planned', () => {
    expect(refusal(applyTime(call, { event: 'DEPA', classifier: 'EST', dateTime: '2026-05-12T03:00:00Z' }, now))).toBe('DEPARTURE_BEFORE_ARRIVAL');
    // a delayed arrival past the planned departure: enter the later departure first
    expect(refusal(applyTime(call, { event: 'ARRI', classifier: 'EST', dateTime: '2026-05-13T06:00:00Z' }, now))).toBe('DEPARTURE_BEFORE_ARRIVAL');
    const delayed = applyTime(call, { event: 'DEPA', classifier: 'EST', dateTime: '2026-05-14T06:00:00Z' }, now);
    expect(delayed.ok).toBe(true);
    if (delayed.ok) expect(refusal(applyTime(delayed.call, { event: 'ARRI', classifier: 'EST', dateTime: '2026-05-13T06:00:00Z' }, now))).toBe('ok');
  });

  it('an estimated departure before a cut-off is refused (R1.8); an estimate after the actual too; a closed call takes nothing', () => {
    expect(refusal(applyTime(call, { event: 'DEPA', classifier: 'EST', dateTime: '2026-05-10T12:00:00Z' }, now))).toBe('DEPARTURE_BEFORE_ARRIVAL');
    const early: CallTimes = { ...call, etaPlanned: '2026-05-09T00:00:00.000Z' };
    expect(refusal(applyTime(early, { event: 'DEPA', classifier: 'EST', dateTime: '2026-05-10T12:00:00Z' }, now))).toBe('CUT_OFF_AFTER_ETD');
    const arrived: CallTimes = { ...call, ata: '2026-05-10T07:00:00.000Z', status: 'ARRIVED' };
    expect(refusal(applyTime(arrived, { event: 'ARRI', classifier: 'EST', dateTime: '2026-05-12T07:00:00Z' }, now))).toBe('ALREADY_ACTUAL');
    expect(refusal(applyTime({ ...call, status: 'OMITTED' }, { event: 'ARRI', classifier: 'EST', dateTime: '2026-05-12T07:00:00Z' }, now))).toBe('CALL_CLOSED');
  });
});

describe('cut-offs and closing a call', () => {
  it('takes DCSA codes once each, each before the ETD, in capitals', () => {
    const ok = applyCutOffs(call, [
      { code: 'vco', dateTime: '2026-05-11T02:00:00Z' },
      { code: 'DCO', dateTime: '2026-05-10T04:00:00Z' },
    ]);
    expect(ok.ok && ok.call.cutOffs.map((c) => c.code)).toEqual(['VCO', 'DCO']);
    expect(refusal(applyCutOffs(call, [{ code: 'XYZ', dateTime: '2026-05-11T02:00:00Z' }]))).toBe('UNKNOWN_CUT_OFF');
    expect(
      refusal(
        applyCutOffs(call, [
          { code: 'DCO', dateTime: '2026-05-11T02:00:00Z' },
          { code: 'DCO', dateTime: '2026-05-11T03:00:00Z' },
        ]),
      ),
    ).toBe('DUPLICATE');
    expect(refusal(applyCutOffs(call, [{ code: 'FCO', dateTime: '2026-05-13T04:00:00Z' }]))).toBe('CUT_OFF_AFTER_ETD');
    expect(refusal(applyCutOffs({ ...call, status: 'DEPARTED' }, []))).toBe('CALL_DEPARTED');
  });

  it('omits or cancels only a scheduled call', () => {
    expect(refusal(closeCall(call, 'OMITTED'))).toBe('ok');
    expect(refusal(closeCall({ ...call, status: 'ARRIVED' }, 'CANCELLED'))).toBe('NOT_SCHEDULED');
  });
});
