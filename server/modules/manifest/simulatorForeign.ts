import { immutableChanges } from '../../../src/domain/manifest/amendment';
import { checkManifest, manifestErrors } from '../../../src/domain/manifest/check';
import { mftCollector, type Problem } from '../../../src/domain/manifest/messages';
import { ruleSetOf } from '../../../src/domain/manifest/regimes';
import type { ChannelAdapter, OutboundMessage, SendResult } from '../../channels/outbox';
import { type ScriptStep, scriptStore } from '../../channels/simScripts';
import { draw, parseFaults, strikes } from '../../channels/simulation';
import type { Db } from '../../db/types';
import type { ManifestPayload } from './payload';
import { FOREIGN_SIM_TABLES, type ForeignChannel, heldAt, keepForeignSubmission, receivedAgainAt } from './simulatorForeignRepository';
import { setting } from '../../settings/read';

/**
 * The local simulators of the foreign customs (operations.md §17.1 rows US_AMS, US_ISF, EU_ENS),
 * one machine with three rule books, behaving like the single window's (simulator.ts): each keeps
 * what it received in its `sim_*_submissions` table, dedupes on the idempotency key, judges the
 * message by the rules that customs enforce — the regime's rule set of src/domain/manifest/regimes.ts
 * and the common data rules, never our own bookkeeping (sums, SI match, VGM) — and answers in
 * sequence over simulated time: the provider's ACK after 1–3 s, then customs' answer after 5–30 s,
 * then (some) a later disposition 10–60 s on. It never accepts what customs would refuse, and every
 * receipt is marked simulated.
 *
 * What each answers (the counterpart's code in the receipt body's `code`):
 * - US_AMS (CBP ACE through an AMS provider): rejected (`REJ`, the fields named) when the bill breaks
 *   CBP's rules (SCAC, consignee, vague goods …); else accepted, "bill on file" (`BOF`); filed less
 *   than 24 h before lading (19 CFR 4.7), accepted and then held "Do Not Load" (`DNL`). `BOF`, `REJ`
 *   and `DNL` are this simulator's labels: CBP's numeric disposition codes (ACE M1 Appendix N,
 *   e.g. 1H/1I hold placed/removed at the port of discharge) speak of arrival, beyond this simulator.
 * - US_ISF (CBP through an ISF filer): rejected with the reason code of the first missing or wrong
 *   element (`isf.element` …, the fields named), else accepted (`ACC`); filed less than 24 h before
 *   lading it is accepted and flagged late (CBP may assess liquidated damages).
 * - EU_ENS (ICS2 shared trader interface): a message ICS2 cannot validate gets the validation error
 *   IE3N01 (rejected); else it is registered with an MRN (IE3R01, accepted), then the risk analysis
 *   answers: assessment complete (IE3N03), or "Do Not Load" (IE3Q01) for a generic goods description,
 *   a missing 6-digit HS code or a filing too late to assess, or a request for information (IE3Q02,
 *   a referral) for a consignee without EORI nor full address. A DELETE is the invalidation request:
 *   IE3R07 accepts it.
 *
 * Faults on demand (`SIM_<CHANNEL>_FAULTS=timeout:…,5xx:…,duplicate:…,reorder:…`) and the clock
 * (`SIM_<CHANNEL>_DELAY_MS`, one simulated second) as the single window's.
 */
const FAULTS = ['timeout', '5xx', 'duplicate', 'reorder'] as const;
type Fault = (typeof FAULTS)[number];

export interface ForeignSimulatorOptions {
  /** One simulated second, in ms (1000: real time). */
  secondMs: number;
  faults: Partial<Record<Fault, number>>;
}

export const foreignSimulatorOptions = (channel: ForeignChannel, env: NodeJS.ProcessEnv): ForeignSimulatorOptions => ({
  secondMs: setting(env, `SIM_${channel}_DELAY_MS`),
  faults: parseFaults(setting(env, `SIM_${channel}_FAULTS`), FAULTS),
});

/** One answer of customs after the provider's ACK: its receipt kind, the counterpart's code and words, when (seconds after the decision). */
interface Answer {
  Code: 'ACCEPTED' | 'REJECTED' | 'HOLD' | 'RFI' | 'ASSESSED';
  customsCode: string;
  text: string;
  after: number;
  extra?: Record<string, unknown>;
}
export interface ForeignVerdict {
  decision: 'ACCEPTED' | 'REJECTED' | 'HELD' | 'REFERRED';
  reason: string;
  answers: Answer[];
}

/** The rules that customs enforce, out of our check: the regime's own and the common data rules — not our sums, SI match, VGM or deadline. */
const OURS_ONLY = new Set([
  'mft.sums',
  'mft.si',
  'mft.vgm',
  'mft.deadline',
  'mft.party.contact',
  'mft.cntr.packing',
  'mft.cntr.packingOver',
  'mft.unique',
  'mft.stage',
]);
export function customsProblems(p: ManifestPayload): Problem[] {
  return manifestErrors(checkManifest(p.data, { lang: 'en' })).filter((x) => !OURS_ONLY.has(x.Code));
}

/** The fields a refusal names (JSON pointers, with the rule and its words) — the screen points at them. */
const named = (problems: readonly Problem[]) => problems.map((x) => ({ Path: x.Path, Code: x.Code, Params: x.Params }));

const HOUR = 3_600_000;
/** Less than the regime's hours before the loading instant, by customs' own clock. */
const lateAt = (p: ManifestPayload, now: Date) => {
  const at = Date.parse(String(p.data.MFT_LOADING_AT ?? ''));
  return Number.isFinite(at) && now.getTime() > at - (ruleSetOf(p.data.MFT_FILING)?.hours ?? 24) * HOUR;
};

/** Customs' rejection (its words, in its own language): a verdict of the simulated customs, not a refusal of our API. */
const rejectedByCustoms = (code: string, problems: readonly Problem[], text: string): ForeignVerdict => ({
  decision: 'REJECTED',
  reason: `${code} ${problems.map((x) => x.Message).join(' ') || text}`.trim(),
  answers: [{ Code: 'REJECTED', customsCode: code, text: problems[0]?.Message ?? text, after: 0, extra: { fields: named(problems) } }],
});

/** A MODIFY or DELETE against what customs holds (none: refused; an immutable field changed: refused). */
function amendmentProblem(p: ManifestPayload, held: ManifestPayload | undefined): string | undefined {
  if (p.kind === 'MAIN') return undefined;
  if (!held) return 'No filing on record to amend or delete.';
  if (p.kind === 'MODIFY' && immutableChanges(held.data, p.data).length) return 'Vessel or container numbers cannot be amended: delete and file again.';
  return undefined;
}

export function decideAms(p: ManifestPayload, held: ManifestPayload | undefined, now: Date): ForeignVerdict {
  const amend = amendmentProblem(p, held);
  if (amend) return rejectedByCustoms('REJ', [], amend);
  if (p.kind === 'DELETE')
    return { decision: 'ACCEPTED', reason: '', answers: [{ Code: 'ACCEPTED', customsCode: 'BOF', text: 'Bill deleted from AMS', after: 0 }] };
  const problems = customsProblems(p);
  if (problems.length) return rejectedByCustoms('REJ', problems, 'Bill rejected');
  const accepted: Answer = { Code: 'ACCEPTED', customsCode: 'BOF', text: 'Bill on file (AMS accepted)', after: 0 };
  if (!lateAt(p, now)) return { decision: 'ACCEPTED', reason: '', answers: [accepted] };
  return {
    decision: 'HELD',
    reason: 'DNL filed less than 24 hours before lading',
    answers: [accepted, { Code: 'HOLD', customsCode: 'DNL', text: 'Do Not Load: bill filed less than 24 hours before lading at the foreign port', after: 10 }],
  };
}

/**
 * The importer of record and consignee numbers as CBP reads them (19 CFR 24.5): an IRS number
 * (NN-NNNNNNN, with a 2-character suffix or none), a CBP-assigned number (YYDDPP-NNNNN) or an SSN
 * (NNN-NN-NNNN). Our check asks only that they are given: CBP refuses a number it cannot read.
 */
const IOR_FORMS = [/^\d{2}-\d{7}([0-9A-Z]{2})?$/, /^\d{6}-\d{5}$/, /^\d{3}-\d{2}-\d{4}$/];
function isfNumberProblems(p: ManifestPayload): Problem[] {
  // customs writes in its own language (the screens say it in both, from the code and its values)
  const c = mftCollector('en');
  for (const f of ['IOR_NO', 'CONSIGNEE_NO'] as const) {
    const v = String(p.data.Isf?.[f] ?? '')
      .trim()
      .toUpperCase();
    if (v && !IOR_FORMS.some((re) => re.test(v))) c.add(`/Isf/${f}`, 'isf.number', { element: f, value: v });
  }
  return c.out;
}

export function decideIsf(p: ManifestPayload, held: ManifestPayload | undefined, now: Date): ForeignVerdict {
  const amend = amendmentProblem(p, held);
  if (amend) return rejectedByCustoms('REJ', [], amend);
  if (p.kind === 'DELETE') return { decision: 'ACCEPTED', reason: '', answers: [{ Code: 'ACCEPTED', customsCode: 'ACC', text: 'ISF deleted', after: 0 }] };
  const problems = [...customsProblems(p), ...isfNumberProblems(p)];
  if (problems.length) return rejectedByCustoms(problems[0]!.Code, problems, 'ISF rejected');
  const late = lateAt(p, now);
  return {
    decision: 'ACCEPTED',
    reason: late ? 'late' : '',
    answers: [
      {
        Code: 'ACCEPTED',
        customsCode: 'ACC',
        text: late ? 'ISF accepted — filed late, less than 24 hours before lading' : 'ISF accepted',
        after: 0,
        extra: { late, reason: late ? 'late filing' : '' },
      },
    ],
  };
}

const DNL_CODES = new Set(['ens.goods.desc', 'ens.goods.hs']);
export function decideEns(p: ManifestPayload, held: ManifestPayload | undefined, now: Date, mrn: string): ForeignVerdict {
  const amend = amendmentProblem(p, held);
  if (amend) return rejectedByCustoms('IE3N01', [], amend);
  if (p.kind === 'DELETE')
    return { decision: 'ACCEPTED', reason: '', answers: [{ Code: 'ACCEPTED', customsCode: 'IE3R07', text: 'Invalidation accepted', after: 0 }] };
  const problems = customsProblems(p);
  // the risk analysis' findings are not validation errors: ICS2 registers the ENS, then asks
  const invalid = problems.filter((x) => !DNL_CODES.has(x.Code) && x.Code !== 'ens.consignee');
  if (invalid.length) return rejectedByCustoms('IE3N01', invalid, 'ENS lifecycle validation error');
  const registered: Answer = { Code: 'ACCEPTED', customsCode: 'IE3R01', text: `ENS registered, MRN ${mrn}`, after: 0, extra: { mrn } };
  const generic = problems.find((x) => DNL_CODES.has(x.Code));
  if (generic || lateAt(p, now))
    return {
      decision: 'HELD',
      reason: `IE3Q01 ${generic ? generic.Message : 'lodged too late to assess before loading'}`,
      answers: [
        registered,
        {
          Code: 'HOLD',
          customsCode: 'IE3Q01',
          text: `Do Not Load: ${generic ? generic.Message : 'lodged less than 24 hours before loading'}`,
          after: 10,
          extra: { fields: generic ? named([generic]) : [] },
        },
      ],
    };
  const referral = problems.find((x) => x.Code === 'ens.consignee');
  if (referral)
    return {
      decision: 'REFERRED',
      reason: `IE3Q02 ${referral.Message}`,
      answers: [
        registered,
        { Code: 'RFI', customsCode: 'IE3Q02', text: `Request for information: ${referral.Message}`, after: 10, extra: { fields: named([referral]) } },
      ],
    };
  return {
    decision: 'ACCEPTED',
    reason: '',
    answers: [registered, { Code: 'ASSESSED', customsCode: 'IE3N03', text: 'Risk assessment complete', after: 10 }],
  };
}

const PROVIDER: Record<ForeignChannel, string> = { US_AMS: 'AMS provider', US_ISF: 'ISF filer', EU_ENS: 'ICS2 provider' };

export function foreignCustomsSimulator(db: Db, channel: ForeignChannel, options: ForeignSimulatorOptions): ChannelAdapter {
  const store = scriptStore(FOREIGN_SIM_TABLES[channel], 'message_ref');
  const fault = (key: string, attempt: number, f: Fault) => strikes(options.faults, key, attempt, f);
  const at = (from: number, seconds: number) => new Date(from + seconds * options.secondMs).toISOString();

  return {
    channel,
    simulated: true,

    async send(m: OutboundMessage, now: Date): Promise<SendResult> {
      if (fault(m.idempotency_key, m.attempts, '5xx')) return { transmitted: false, retryable: true, error: `simulated ${PROVIDER[channel]}: HTTP 503` };
      const p = JSON.parse(m.payload) as ManifestPayload;
      if (!(await receivedAgainAt(db, channel, m.idempotency_key))) {
        const before = await heldAt(db, channel, p.manifestId);
        const held = before ? (JSON.parse(before) as ManifestPayload) : undefined;
        const mrn = `26DE${String(Math.floor(draw(`${m.idempotency_key}|mrn`) * 1e14)).padStart(14, '0')}`;
        const verdict = channel === 'US_AMS' ? decideAms(p, held, now) : channel === 'US_ISF' ? decideIsf(p, held, now) : decideEns(p, held, now, mrn);
        const t = now.getTime();
        const ackS = 1 + Math.floor(draw(`${m.idempotency_key}|ack`) * 3);
        const decideS = 5 + Math.floor(draw(`${m.idempotency_key}|decide`) * 26);
        // reordered on the way: the provider's ACK comes after customs' answers, which must still be applied after it
        const reorder = fault(m.idempotency_key, 0, 'reorder');
        const last = decideS + Math.max(0, ...verdict.answers.map((a) => a.after));
        const script: ScriptStep[] = [
          {
            Seq: 1,
            Code: 'ACK',
            Text: `Received by the ${PROVIDER[channel]} (simulated)`,
            Body: { code: 'ACK' },
            DueAt: at(t, reorder ? last + 1 : ackS),
            Sent: 0,
          },
          ...verdict.answers.map((a, i) => ({
            Seq: i + 2,
            Code: a.Code,
            Text: `${a.text} (simulated)`,
            Body: { code: a.customsCode, reason: a.Code === 'REJECTED' ? a.text : '', ...a.extra },
            DueAt: at(t, decideS + a.after),
            Sent: 0,
          })),
        ];
        await keepForeignSubmission(db, channel, {
          idempotencyKey: m.idempotency_key,
          ref: p.messageRef,
          manifestId: p.manifestId,
          kind: p.kind,
          payload: m.payload,
          decision: verdict.decision,
          reason: verdict.reason,
          script,
        });
      }
      // customs kept the message, but the answer is lost on the way back: we retry, it dedupes
      if (fault(m.idempotency_key, m.attempts, 'timeout')) return { transmitted: false, retryable: true, error: `simulated ${PROVIDER[channel]}: timed out` };
      return { transmitted: true, externalRef: p.messageRef };
    },

    poll: (now: Date) => store.due(db, now, (key, seq) => fault(key, seq, 'duplicate')),
    acknowledge: (receipts) => store.acknowledge(db, receipts),
  };
}
