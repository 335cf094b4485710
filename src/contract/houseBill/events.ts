import type { Bilingual } from '../../i18n/bilingual';
import { hblPrintWords as P, hblStatusWords, houseBillFieldWords as F } from './words';

/**
 * The house and master bills' logs in words (operations.md §10: amend "with a log"), as the HBLMake
 * and MBLMake pages show them: what happened, with its dates, numbers and reasons — never an event
 * code, a stored column name or JSON.
 */
type Detail = Record<string, unknown>;
const s = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const both = (zh: string, en: string): Bilingual => ({ zh, en });
const none = both('', '');
const status = (v: unknown): Bilingual => hblStatusWords[Number(v)] ?? both(s(v), s(v));
/** A saved field as the form names it (the services log the columns they wrote, `hbl_freight_term`). */
const field = (column: string): Bilingual | undefined => (F as Record<string, Bilingual>)[column.toUpperCase()];
const fields = (v: unknown): Bilingual => {
  const named = (Array.isArray(v) ? v : [])
    .filter((c): c is string => typeof c === 'string' && !/_status$/.test(c))
    .map((c) => field(c) ?? (c === 'mbl_containers' ? F.Containers : undefined))
    .filter((w): w is Bilingual => !!w);
  return named.length ? both(`：${named.map((w) => w.zh).join('、')}`, `: ${named.map((w) => w.en).join(', ')}`) : none;
};
const reason = (v: unknown): Bilingual => (s(v).trim() ? both(`：${s(v)}`, `: ${s(v)}`) : none);
const COPY: Record<string, Bilingual> = { ORIGINAL: P.original, COPY: P.copy, DRAFT: P.draft };
const VIA: Record<string, Bilingual> = {
  WORKBENCH: { zh: '客户在工作台', en: 'The customer on the workbench' },
  SHARE: { zh: '通过草稿分享链接', en: 'Through the draft share link' },
  EMAIL: { zh: '登记邮件确认', en: 'Recorded from an e-mail' },
};
const differences = (v: unknown): Bilingual =>
  Number(v ?? 0) > 0 ? both(`，${s(v)} 处不同`, `, ${s(v)} difference(s)`) : both('，无不同', ', no differences');

const TEXT: Record<string, (d: Detail) => Bilingual> = {
  // ── the house bill (service.ts, releaseService.ts) ──
  'v1.HblCreated': (d) => both(`由托单生成分提单 ${s(d.no)}`, `House bill ${s(d.no)} made from the SI`),
  'v1.HblSaved': (d) => {
    const back =
      s(d.from) && s(d.from) !== s(d.to) ? both(`（由“${status(d.from).zh}”回到“${status(d.to).zh}”）`, ` (${status(d.from).en} → ${status(d.to).en})`) : none;
    const f = fields(d.fields);
    return both(`修改${f.zh}${back.zh}`, `Changed${f.en}${back.en}`);
  },
  'v1.HblDraftSent': (d) => {
    if (d.channel === 'SHARE') return both('生成草稿分享链接，待发货人确认', 'Draft share link made for the shipper');
    if (d.channel === 'EMAIL') return both(`登记：草稿已由邮件发给 ${s(d.to)}`, `Recorded: draft e-mailed to ${s(d.to)}`);
    return both('草稿已发送到客户工作台', 'Draft sent to the customer’s workbench');
  },
  'v1.HblDraftApproved': (d) => {
    const via = VIA[s(d.via)] ?? VIA.WORKBENCH!;
    return both(`${via.zh}确认草稿${reason(d.note).zh}`, `${via.en}: draft approved${reason(d.note).en}`);
  },
  'v1.HblChangesAsked': (d) => {
    const via = VIA[s(d.via)] ?? VIA.WORKBENCH!;
    return both(`${via.zh}退回修改${reason(d.comment).zh}`, `${via.en}: changes asked${reason(d.comment).en}`);
  },
  'v1.ShareCreated': () => both('生成草稿分享链接', 'Draft share link made'),
  'v1.ShareOpened': () => both('草稿分享链接被打开', 'Draft share link opened'),
  'v1.ShareRevoked': (d) =>
    d.why === 'ANSWERED'
      ? both('发货人已答复，草稿分享链接随之失效', 'The shipper answered: the draft share link ended')
      : both('撤销草稿分享链接', 'Draft share link revoked'),
  'v1.HblIssued': (d) => {
    const amended = Number(d.amendment ?? 0) > 0 ? both(`（更正第 ${s(d.amendment)} 版）`, ` (amendment ${s(d.amendment)})`) : none;
    return both(
      `签发${amended.zh}：签发日期 ${s(d.issueDate)}，装船日期 ${s(d.onBoard)}`,
      `Issued${amended.en}: issue date ${s(d.issueDate)}, shipped on board ${s(d.onBoard)}`,
    );
  },
  'v1.HblPrinted': (d) => {
    const copy = COPY[s(d.copy)] ?? both(s(d.copy), s(d.copy));
    return both(`打印（${copy.zh}）`, `Printed (${copy.en})`);
  },
  'v1.HblReleased': () => both('按提单申请放单', 'Released under its B/L application'),
  'v1.HblSurrendered': () => both('正本已全部收回', 'All originals surrendered'),
  'v1.HblAmended': (d) => both(`更正为第 ${s(d.amendment)} 版${reason(d.reason).zh}`, `Amended to version ${s(d.amendment)}${reason(d.reason).en}`),
  'v1.HblVoided': (d) => both(`作废（原为“${status(d.from).zh}”）${reason(d.reason).zh}`, `Voided (was ${status(d.from).en})${reason(d.reason).en}`),

  // ── the master bill (masterService.ts, carrierChannel.ts) ──
  'v1.MblCreated': (d) => {
    const bookings = (Array.isArray(d.bookings) ? d.bookings : []).map(String);
    const houses = Array.isArray(d.houses) ? d.houses.length : 0;
    return d.direct
      ? both(`新建直单主提单：订舱 ${bookings.join('、')}`, `Direct master bill made: booking ${bookings.join(', ')}`)
      : both(`新建主提单：订舱 ${bookings.join('、')}，分提单 ${houses} 份`, `Master bill made: bookings ${bookings.join(', ')}, ${houses} house bill(s)`);
  },
  'v1.MblSaved': (d) => {
    const f = fields(d.fields);
    return both(`修改${f.zh}`, `Changed${f.en}`);
  },
  'v1.MblSentToCarrier': (d) => both(`已发送给船公司（报文 ${s(d.ref)}）`, `Sent to the carrier (message ${s(d.ref)})`),
  'v1.MblSendFailed': (d) => both(`发送船公司失败${reason(d.error).zh}`, `Sending to the carrier failed${reason(d.error).en}`),
  'v1.MblReceivedByCarrier': (d) =>
    d.simulated ? both('船公司已接收（模拟船公司）', 'Received by the carrier (simulated carrier)') : both('船公司已接收', 'Received by the carrier'),
  'v1.MblReceiptIgnored': (d) =>
    both(
      `船公司回执未采用（与主单当前状态不符）${reason(d.text).zh}`,
      `A carrier receipt was not applied (it does not fit the bill’s state)${reason(d.text).en}`,
    ),
  'v1.MblCarrierDraftRecorded': (d) => {
    const diff = differences(d.differences);
    return both(`登记船公司草稿${diff.zh}`, `Carrier draft recorded${diff.en}`);
  },
  'v1.MblConfirmed': (d) => {
    const diff = differences(d.differences);
    return both(`核对确认${diff.zh}`, `Confirmed against the carrier draft${diff.en}`);
  },
  'v1.MblIssued': (d) =>
    both(`船公司签发主提单 ${s(d.no)}，装船日期 ${s(d.onBoard)}`, `Master bill ${s(d.no)} issued by the carrier, shipped on board ${s(d.onBoard)}`),
  'v1.MblVoided': (d) => both(`作废${reason(d.reason).zh}`, `Voided${reason(d.reason).en}`),
};

const OTHER: Bilingual = { zh: '其他记录', en: 'Other entry' };

/** Who did it: the employee's name, or what acted when no employee did (doc_events actor kinds). */
export function billActorText(kind: string, name: string): Bilingual {
  if (name) return both(name, name);
  if (kind === 'share') return both('分享链接访客', 'Visitor of the share link');
  if (kind === 'gateway') return both('船公司接口', 'Carrier interface');
  return both('系统', 'The system');
}

export const billEventText = (type: string, detail: unknown): Bilingual =>
  TEXT[type]?.(detail && typeof detail === 'object' ? (detail as Detail) : {}) ?? OTHER;

/** The event types the module writes (a test keeps this list and the services' writes together). */
export const BILL_EVENT_TYPES = Object.keys(TEXT);
