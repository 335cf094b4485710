import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOOKING_PROBLEM_CODES, renderBookingProblem } from '../../../src/domain/booking/messages';
import { MFT_PROBLEM_CODES, renderMft } from '../../../src/domain/manifest/messages';
import { checkRisk, type RiskFacts } from '../../../src/domain/orderApply/risk';
import { OAP_KIND } from '../../../src/domain/orderApply/status';
import { checkApplication, checkPackingList } from '../../../src/domain/packing/check';
import { PKL_PROBLEM_CODES, renderPkl } from '../../../src/domain/packing/messages';
import { renderProblem as renderSi, SI_PROBLEM_CODES } from '../../../src/domain/si/messages';
import { renderProblem as renderTracking, TRACKING_PROBLEM_CODES } from '../../../src/domain/tracking/messages';
import { renderVgm, VGM_PROBLEM_CODES } from '../../../src/domain/vgm/messages';
import { input, pkl } from '../packing/fixtures';

/**
 * No raw instant in words a person reads (issue 45 item 9): "装箱时间 2026-12-01T01:30:00.000Z 晚于现在"
 * and "LOAD 2026-11-28T07:45:00.000Z" were shown. Every time in words is on the place's clock with its
 * offset (src/domain/refdata/localTimes.ts).
 */
const RAW_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const AT = '2026-12-01T01:30:00.000Z';
/** The one instant words may show: the example of the wire form a publisher must send (tracking's `time.invalid`). */
const WIRE_EXAMPLE = '2026-03-02T09:30:00+08:00';

/** Every value name a messages file reads (`p.at`, `p.gateIn` …), each given an instant. */
function instantParams(file: string): Record<string, string> {
  const names = new Set([...readFileSync(new URL(`../../../src/domain/${file}`, import.meta.url), 'utf8').matchAll(/\bp\.(\w+)/g)].map((m) => m[1]!));
  names.delete('zone');
  return Object.fromEntries([...names].map((n) => [n, AT]));
}

const renderers: [string, readonly string[], (code: never, p: Record<string, string>, lang: 'zh' | 'en') => string][] = [
  ['booking/messages.ts', BOOKING_PROBLEM_CODES, renderBookingProblem],
  ['manifest/messages.ts', MFT_PROBLEM_CODES, renderMft],
  ['packing/messages.ts', PKL_PROBLEM_CODES, renderPkl],
  ['si/messages.ts', SI_PROBLEM_CODES, renderSi],
  ['tracking/messages.ts', TRACKING_PROBLEM_CODES, renderTracking],
  ['vgm/messages.ts', VGM_PROBLEM_CODES, renderVgm],
];

describe('the check and rule words', () => {
  it('never show a raw ISO instant, whatever value holds one', () => {
    const raw: string[] = [];
    for (const [file, codes, render] of renderers) {
      const params = instantParams(file);
      for (const code of codes)
        for (const lang of ['zh', 'en'] as const) {
          const text = render(code as never, params, lang).replace(WIRE_EXAMPLE, '');
          if (RAW_INSTANT.test(text)) raw.push(`${file} ${code} ${lang}: ${text}`);
        }
    }
    expect(raw).toEqual([]);
  }, 30_000); // every code of six tables in two languages: seconds on a loaded machine

  it('say the packing list’s stuffing time on the port’s clock, the offset named', () => {
    const future = checkPackingList(pkl(undefined, { PKL_STUFF_AT: AT }), input({ now: '2026-11-30T00:00:00.000Z' }));
    expect(future.map((p) => p.Message)).toContain('装箱时间 2026-12-01 09:30 +08:00 晚于现在。');
    const en = checkPackingList(pkl(undefined, { PKL_STUFF_AT: AT }), input({ now: '2026-11-30T00:00:00.000Z', lang: 'en', zone: 'Asia/Kolkata' }));
    expect(en.map((p) => p.Message)).toContain('The stuffing time 2026-12-01 07:00 +05:30 is in the future.');
    const cut = checkApplication({
      booked: [{ TYPE: '40HQ', COUNT: 1 }],
      live: [],
      slots: [{ PKL_CNTR_TYPE: '40HQ', Count: 1 }],
      cutoffs: { PCO: '2026-11-28T07:45:00.000Z' },
      now: AT,
      actor: { staff: false },
    });
    expect(cut.map((p) => p.Message).join(' ')).toContain('2026-11-28 15:45 +08:00');
    for (const p of [...future, ...en, ...cut]) expect(p.Message).not.toMatch(RAW_INSTANT);
  });

  it('say R5’s loading in words on its port’s clock, not "LOAD 2026-11-28T07:45:00.000Z"', () => {
    const facts: RiskFacts = {
      asOf: '2026-11-28',
      kind: OAP_KIND.TELEX,
      useGuarantee: false,
      hbl: { no: 'H1', status: 4, siApproved: true, releaseType: 'TELEX', originalsOut: false, consignee: 'A', notify: 'A', onBoardDate: '2026-11-28' },
      unpaidCnyMinor: 0,
      unpaidByCurrency: {},
      overdue: [],
      departure: { code: 'LOAD', at: '2026-11-28T07:45:00.000Z', zone: 'Asia/Shanghai' },
      guarantee: null,
      receiver: null,
      manifestConsignee: null,
      liveApplications: [],
    };
    const r5 = checkRisk(facts).results.find((r) => r.rule === 'R5_DEPARTED')!;
    expect(r5.message).toEqual({ zh: '装船 2026-11-28 15:45 +08:00', en: 'Loaded 2026-11-28 15:45 +08:00' });
    const none = checkRisk({ ...facts, departure: null }).results.find((r) => r.rule === 'R5_DEPARTED')!;
    expect(none.message.zh).not.toMatch(/LOAD|DEPA/);
    for (const r of checkRisk(facts).results) expect(`${r.message.zh} ${r.message.en}`).not.toMatch(RAW_INSTANT);
  });
});
