import type { ManifestData } from '../../../src/contract/manifest';
import { immutableChanges } from '../../../src/domain/manifest/amendment';
import { isVagueDescription } from '../../../src/domain/manifest/goodsWords';
import { checkEnterpriseCode } from '../../../src/domain/partyCodes';
import { containerNumberProblem } from '../../../src/domain/si/iso6346';
import type { ChannelAdapter, OutboundMessage, SendResult } from '../../channels/outbox';
import { scriptStore, type ScriptStep } from '../../channels/simScripts';
import { draw, parseFaults, strikes } from '../../channels/simulation';
import type { Db } from '../../db/types';
import { firstActualEvents } from '../containerEvents/public';
import { MANIFEST_CHANNEL, type ManifestPayload, stageRef } from './payload';
import { billsAwaitingStages, keepStages, keepSubmission, lastAccepted, receivedAgain } from './simulatorRepository';
import { setting } from '../../settings/read';

/**
 * The local China single-window simulator (operations.md §17.1 CN_MANIFEST): it behaves like the
 * e-port manifest service behind an EDI provider and never accepts what customs would refuse. It
 * keeps what it received in `sim_cn_manifest_submissions` (tests assert on it), dedupes on the
 * idempotency key, and answers in sequence: ACK (报文已接收) after 1–3 s, then 入库 ACCEPTED or 退单
 * REJECTED with a customs code and Chinese words after 5–30 s (a late message is accepted with
 * 超时传输). After acceptance it follows the terminal: 运抵 only once every container of the bill has
 * an actual laden gate-in (GTIN) event, 放行 `releaseMinutes` later, 装载 once every container has a
 * LOAD event, 理货 after the vessel's DEPA — each on the bill's own stage sequence.
 *
 * Faults on demand (`SIM_CN_MANIFEST_FAULTS=timeout:0.05,5xx:0.05,duplicate:0.02,reorder:0.02`), drawn
 * from the message's key so a run repeats. Delays scale with `SIM_CN_MANIFEST_DELAY_MS` (the second of
 * the simulated clock: 1000 by default; the tests compress it). Everything it answers is simulated.
 */
const FAULTS = ['timeout', '5xx', 'duplicate', 'reorder'] as const;
type Fault = (typeof FAULTS)[number];

export interface ManifestSimulatorOptions {
  /** One simulated second, in ms (1000: real time). */
  secondMs: number;
  /** Minutes from 运抵 to 放行. */
  releaseMinutes: number;
  faults: Partial<Record<Fault, number>>;
}

export const manifestSimulatorOptions = (env: NodeJS.ProcessEnv): ManifestSimulatorOptions => ({
  secondMs: setting(env, 'SIM_CN_MANIFEST_DELAY_MS'),
  releaseMinutes: setting(env, 'SIM_CN_MANIFEST_RELEASE_MINUTES'),
  faults: parseFaults(setting(env, 'SIM_CN_MANIFEST_FAULTS'), FAULTS),
});

/** A customs refusal: its code and its words (as the single window writes them, Chinese). */
export interface CustomsVerdict {
  code: string;
  reason: string;
}

const PORT = /^[A-Z]{2}[A-Z2-9]{3}$/;
const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** What customs decides on a message, by the rules customs enforce (公告2017年第56号, V1.2 data rules). */
export function decideManifest(p: ManifestPayload, accepted: ManifestData | undefined): CustomsVerdict | undefined {
  const d = p.data;
  if ((p.kind === 'MODIFY' || p.kind === 'DELETE') && !p.changeReasonCode.trim()) return { code: 'E2902', reason: '变更原因代码不能为空' };
  if (p.kind === 'DELETE') return accepted ? undefined : { code: 'E2903', reason: '原舱单不存在，不能删除' };
  if (p.kind === 'MODIFY') {
    if (!accepted) return { code: 'E2903', reason: '原舱单不存在，不能修改' };
    if (immutableChanges(accepted, d).length) return { code: 'E2901', reason: '船名或集装箱编号不允许修改，请删除后重新发送' };
  }
  for (const f of ['MFT_LOADING_CODE', 'MFT_DISCHARGE_CODE'] as const)
    if (!PORT.test(String(d[f] ?? ''))) return { code: 'E2201', reason: `港口代码 ${d[f] ?? ''} 不存在` };
  if (blank(d.MFT_MBL_NO)) return { code: 'E2001', reason: '总提运单号不能为空' };
  if (blank(d.MFT_VESSEL) || blank(d.MFT_VOYAGE)) return { code: 'E2002', reason: '船名航次不能为空' };
  for (const [name, zh] of [
    ['Shipper', '发货人'],
    ['Consignee', '收货人'],
  ] as const) {
    const party = d[name] ?? {};
    if (blank(party.NAME) || blank(party.ADDRESS) || blank(party.COUNTRY)) return { code: 'E2100', reason: `${zh}名称、地址、国家代码不能为空` };
    const code = checkEnterpriseCode(String(party.CODE ?? ''), party.COUNTRY || undefined);
    if (!code.ok && !code.warning) return { code: 'E2101', reason: `${zh}企业代码不符合规范：${code.zh}` };
    // a failed check character passes our check only by the person's override: real customs accepts it only when its
    // registry knows the code, which the simulator cannot know — it refuses rather than grant what customs may not
    if (!code.ok) return { code: 'E2106', reason: `${zh}企业代码未在海关备案：${code.zh}` };
    if (blank(party.PHONE_TYPE) !== blank(party.PHONE) || blank(party.PHONE)) return { code: 'E2105', reason: `${zh}通讯方式与通讯号码须同时填写` };
  }
  const boxes = d.Containers ?? [];
  if (!boxes.length) return { code: 'E2400', reason: '集装箱信息不能为空' };
  for (const b of boxes) {
    if (containerNumberProblem(b.MFC_CNNO)) return { code: 'E2401', reason: `集装箱编号 ${b.MFC_CNNO} 校验错误` };
    if (b.MFC_FULL !== false && blank(b.MFC_SEALNO)) return { code: 'E2402', reason: `重箱 ${b.MFC_CNNO} 封志号不能为空` };
  }
  const items = d.Items ?? [];
  if (!items.length) return { code: 'E2300', reason: '货物信息不能为空' };
  for (const i of items) {
    if (!/^\d{6,10}$/.test(i.MFG_HSCODE ?? '')) return { code: 'E2301', reason: `商品编码 ${i.MFG_HSCODE ?? ''} 不足6位` };
    if (isVagueDescription(i.MFG_DESC ?? '')) return { code: 'E2303', reason: `货物描述 ${i.MFG_DESC} 不规范` };
    if (i.MFG_PKGS > 0 === blank(i.MFG_PACKAGE)) return { code: 'E2105', reason: '件数与包装种类须同时填写' };
    if (blank(i.MFG_DG_CONTACT) !== blank(i.MFG_DG_PHONE)) return { code: 'E2105', reason: '危险品联系人与联系电话须同时填写' };
    if (!blank(i.MFG_UNDG) && (blank(i.MFG_IMDG_CLASS) || blank(i.MFG_DG_CONTACT))) return { code: 'E2304', reason: '危险品须填写类别及联系人' };
  }
  return undefined;
}

const store = scriptStore('sim_cn_manifest_submissions', 'message_ref');

export function manifestSimulator(db: Db, options: ManifestSimulatorOptions): ChannelAdapter {
  const fault = (key: string, attempt: number, f: Fault) => strikes(options.faults, key, attempt, f);
  const at = (from: number, seconds: number) => new Date(from + seconds * options.secondMs).toISOString();

  /** The stages customs now learns from the terminal: appended, in order, to each accepted bill's stage sequence. */
  async function advanceStages(now: Date) {
    for (const bill of await billsAwaitingStages(db)) {
      if (bill.deleted) continue;
      const p = JSON.parse(bill.payload) as ManifestPayload;
      const cnnos = (p.data.Containers ?? []).map((c) => c.MFC_CNNO.toUpperCase());
      const stages = [...bill.stages];
      const has = (code: string) => stages.find((s) => s.Code === code);
      const allSeen = async (code: string, laden: boolean) => {
        const seen = await firstActualEvents(db, { cnnos, code, laden });
        return cnnos.length > 0 && cnnos.every((c) => seen.some((s) => s.ref === c));
      };
      const add = (code: string, text: string, dueAt: string) =>
        stages.push({ Seq: stages.length + 1, Code: code, Text: text, Body: { code: code, bill: p.data.MFT_MBL_NO }, DueAt: dueAt, Sent: 0 });
      const after = (s: ScriptStep | undefined, seconds: number) => at(Math.max(now.getTime(), Date.parse(s?.DueAt ?? bill.acceptedDueAt)), seconds);
      if (!has('ARRIVED') && (await allSeen('GTIN', true))) add('ARRIVED', '运抵报告已接收（模拟海关）', after(undefined, 2));
      if (has('ARRIVED') && !has('RELEASED')) add('RELEASED', '海关放行（模拟海关）', at(Date.parse(has('ARRIVED')!.DueAt), options.releaseMinutes * 60));
      if (has('RELEASED') && !has('LOADED') && (await allSeen('LOAD', true))) add('LOADED', '装载舱单已核注（模拟海关）', after(has('RELEASED'), 2));
      if (has('LOADED') && !has('TALLIED')) {
        const departed = await firstActualEvents(db, { cnnos: [], code: 'DEPA', vessel: p.data.MFT_VESSEL ?? '', voyage: p.data.MFT_VOYAGE ?? '' });
        if (departed.length) add('TALLIED', '理货报告已接收（模拟海关）', after(has('LOADED'), 2));
      }
      if (stages.length > bill.stages.length) await keepStages(db, bill.manifestId, stageRef(bill.manifestId), stages);
    }
  }

  return {
    channel: MANIFEST_CHANNEL,
    simulated: true,

    async send(m: OutboundMessage, now: Date): Promise<SendResult> {
      if (fault(m.idempotency_key, m.attempts, '5xx')) return { transmitted: false, retryable: true, error: 'simulated single window: HTTP 503' };
      const p = JSON.parse(m.payload) as ManifestPayload;
      if (!(await receivedAgain(db, m.idempotency_key))) {
        const before = await lastAccepted(db, p.manifestId);
        const refusal = decideManifest(p, before ? (JSON.parse(before) as ManifestPayload).data : undefined);
        const t = now.getTime();
        // 1–3 s to the acknowledgement, 5–30 s to the decision: drawn from the message, so a run repeats
        const ackS = 1 + Math.floor(draw(`${m.idempotency_key}|ack`) * 3);
        const decideS = 5 + Math.floor(draw(`${m.idempotency_key}|decide`) * 26);
        const reorder = fault(m.idempotency_key, 0, 'reorder');
        const receiptNo = `SIMCN${String(Math.floor(draw(m.idempotency_key) * 1e10)).padStart(10, '0')}`;
        const script: ScriptStep[] = [
          { Seq: 1, Code: 'ACK', Text: '报文已接收（模拟海关）', Body: { code: '0000', receiptNo }, DueAt: at(t, reorder ? decideS : ackS), Sent: 0 },
          refusal
            ? {
                Seq: 2,
                Code: 'REJECTED',
                Text: `退单：${refusal.reason}`,
                Body: { code: refusal.code, reason: refusal.reason },
                DueAt: at(t, reorder ? ackS : decideS),
                Sent: 0,
              }
            : {
                Seq: 2,
                Code: 'ACCEPTED',
                Text: p.late ? '入库成功，超时传输（模拟海关）' : '入库成功（模拟海关）',
                Body: { code: p.late ? '0001' : '0000', receiptNo, late: p.late, reason: p.late ? '超时传输' : '' },
                DueAt: at(t, reorder ? ackS : decideS),
                Sent: 0,
              },
        ];
        await keepSubmission(db, {
          idempotencyKey: m.idempotency_key,
          ref: p.messageRef,
          manifestId: p.manifestId,
          kind: p.kind,
          payload: m.payload,
          decision: refusal ? 'REJECTED' : 'ACCEPTED',
          reason: refusal ? `${refusal.code} ${refusal.reason}` : '',
          script,
        });
      }
      // it kept the message, but the answer is lost on the way back: we retry, it dedupes
      if (fault(m.idempotency_key, m.attempts, 'timeout')) return { transmitted: false, retryable: true, error: 'simulated single window: timed out' };
      return { transmitted: true, externalRef: p.messageRef };
    },

    async poll(now: Date) {
      await advanceStages(now);
      return store.due(db, now, (key, seq) => fault(key, seq, 'duplicate'));
    },
    acknowledge: (receipts) => store.acknowledge(db, receipts),
  };
}
