import type { Bilingual } from '../../i18n/bilingual';
import type { DestinationMilestone } from '../../domain/entryOrder/codes';
import type { EntStatus, SupStatus } from '../../domain/entryOrder/status';
import { placeTime } from '../../domain/refdata/public';
import { DESTINATION_MILESTONE_WORDS, ENT_STATUS_WORDS, SUP_SCOPE_WORDS, SUP_STATUS_WORDS } from './words';

/**
 * The entry order's, its supplements' and its forms' history in words (the Log call's rows: Type and
 * Detail), as the log screens show them: never an event code, a stored key or JSON. The server writes
 * exactly these types, each with the Detail fields its line reads (ENTRY_ORDER_EVENT_TYPES; a test
 * keeps the two together once the server writes them).
 */
type Detail = Record<string, unknown>;
const s = (v: unknown) => (v === undefined || v === null ? '' : String(v));
/** A time as people read it (the office's clock with its offset); what is no instant, as it is. */
const t = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? placeTime(v) : s(v));
const both = (zh: string, en: string): Bilingual => ({ zh, en });
const state = (v: unknown): Bilingual => ENT_STATUS_WORDS[Number(v) as EntStatus] ?? both(s(v), s(v));
const supState = (v: unknown): Bilingual => SUP_STATUS_WORDS[Number(v) as SupStatus] ?? both(s(v), s(v));
const because = (v: unknown): Bilingual => (s(v).trim() ? both(`：${s(v)}`, `: ${s(v)}`) : both('', ''));

const TEXT: Record<string, (d: Detail) => Bilingual> = {
  // the order — Detail: ENT_NO, From (state), Problems (count of errors left), Reason, OperatorName, BookingNo, Event
  'v1.Saved': (d) => both(`保存委托 ${s(d.ENT_NO)}（${state(d.Status).zh}）`, `Saved order ${s(d.ENT_NO)} (${state(d.Status).en})`),
  'v1.Submitted': (d) => both(`提交委托 ${s(d.ENT_NO)}`, `Submitted order ${s(d.ENT_NO)}`),
  'v1.Accepted': (d) => both(`受理，操作员 ${s(d.OperatorName)}`, `Accepted; operator ${s(d.OperatorName)}`),
  'v1.Rejected': (d) => both(`拒绝${because(d.Reason).zh}`, `Rejected${because(d.Reason).en}`),
  'v1.BookingDrafted': (d) => both(`生成订舱草稿 ${s(d.BookingNo)}`, `Booking ${s(d.BookingNo)} drafted from the order`),
  'v1.BookingLinked': (d) => both(`关联订舱 ${s(d.BookingNo)}`, `Linked to booking ${s(d.BookingNo)}`),
  'v1.Shipped': (d) => both(`已出运（${t(d.At)}）`, `Shipped (${t(d.At)})`),
  'v1.Arrived': (d) => both(`已到港（${t(d.At)}）`, `Arrived (${t(d.At)})`),
  'v1.Delivered': (d) => both(`已交付（${t(d.At)}）`, `Delivered (${t(d.At)})`),
  'v1.Closed': () => both('费用已结清，委托完结', 'Charges settled; order closed'),
  'v1.Cancelled': (d) => both(`取消委托（原为“${state(d.From).zh}”）${because(d.Reason).zh}`, `Cancelled (was ${state(d.From).en})${because(d.Reason).en}`),
  // the second half — Detail: AgentName, Milestone, At, ContainerNo
  'v1.AgentAssigned': (d) =>
    s(d.AgentName) ? both(`指定目的港代理 ${s(d.AgentName)}`, `Destination agent: ${s(d.AgentName)}`) : both('取消目的港代理', 'Destination agent removed'),
  'v1.MilestoneRecorded': (d) => {
    const m = DESTINATION_MILESTONE_WORDS[d.Milestone as DestinationMilestone] ?? both(s(d.Milestone), s(d.Milestone));
    const box = s(d.ContainerNo) ? both(`，箱号 ${s(d.ContainerNo)}`, `, container ${s(d.ContainerNo)}`) : both('', '');
    const link = d.Share ? both('（分享链接）', ' (share link)') : both('', '');
    return both(`${m.zh}：${t(d.At)}${box.zh}${link.zh}`, `${m.en}: ${t(d.At)}${box.en}${link.en}`);
  },
  // supplements — Detail: SUP_NO, Scope, AssigneeName, DueAt, From, Remarks
  'v1.SupplementRequested': (d) => {
    const scope = SUP_SCOPE_WORDS[d.Scope as 'ORDER'] ?? both(s(d.Scope), s(d.Scope));
    return both(
      `发起${scope.zh} ${s(d.SUP_NO)}，补料对象 ${s(d.AssigneeName)}，截止 ${t(d.DueAt)}`,
      `${scope.en} ${s(d.SUP_NO)} requested of ${s(d.AssigneeName)}, due ${t(d.DueAt)}`,
    );
  },
  'v1.SupplementFilled': (d) =>
    d.Share
      ? both(`补料 ${s(d.SUP_NO)} 已通过分享链接填写`, `Supplement ${s(d.SUP_NO)} filled through a share link`)
      : both(`补料 ${s(d.SUP_NO)} 已填写`, `Supplement ${s(d.SUP_NO)} filled`),
  // share links — Detail: SUP_NO or ENT_NO, Share (the link's id), ExpiresAt, WithCode
  'v1.SupplementShared': (d) =>
    both(
      `为补料 ${s(d.SUP_NO)} 生成分享链接，有效至 ${t(d.ExpiresAt)}${d.WithCode ? '，需访问码' : ''}`,
      `Share link to supplement ${s(d.SUP_NO)} made, until ${t(d.ExpiresAt)}${d.WithCode ? ', with an access code' : ''}`,
    ),
  'v1.SecondHalfShared': (d) =>
    both(
      `生成后半程分享链接，有效至 ${t(d.ExpiresAt)}${d.WithCode ? '，需访问码' : ''}`,
      `Second-half share link made, until ${t(d.ExpiresAt)}${d.WithCode ? ', with an access code' : ''}`,
    ),
  'v1.ShareRevoked': () => both('撤销分享链接', 'Share link revoked'),
  'v1.SupplementAccepted': (d) => both(`补料 ${s(d.SUP_NO)} 已接受${because(d.Remarks).zh}`, `Supplement ${s(d.SUP_NO)} accepted${because(d.Remarks).en}`),
  'v1.SupplementReturned': (d) => both(`补料 ${s(d.SUP_NO)} 已退回${because(d.Remarks).zh}`, `Supplement ${s(d.SUP_NO)} returned${because(d.Remarks).en}`),
  'v1.SupplementCancelled': (d) =>
    both(
      `补料 ${s(d.SUP_NO)} 已取消（原为“${supState(d.From).zh}”）${because(d.Reason).zh}`,
      `Supplement ${s(d.SUP_NO)} cancelled (was ${supState(d.From).en})${because(d.Reason).en}`,
    ),
  // forms — Detail: EFM_NAME, EFM_VERSION, Fields (count)
  'v1.FormSaved': (d) =>
    both(
      `保存表单“${s(d.EFM_NAME)}”第 ${s(d.EFM_VERSION)} 版（${s(d.Fields)} 个字段）`,
      `Form "${s(d.EFM_NAME)}" version ${s(d.EFM_VERSION)} saved (${s(d.Fields)} fields)`,
    ),
  'v1.FormPublished': (d) => both(`发布表单“${s(d.EFM_NAME)}”第 ${s(d.EFM_VERSION)} 版`, `Form "${s(d.EFM_NAME)}" version ${s(d.EFM_VERSION)} published`),
  'v1.FormRetired': (d) => both(`停用表单“${s(d.EFM_NAME)}”第 ${s(d.EFM_VERSION)} 版`, `Form "${s(d.EFM_NAME)}" version ${s(d.EFM_VERSION)} retired`),
};

const OTHER: Bilingual = { zh: '其他记录', en: 'Other entry' };

export const entryOrderEventText = (type: string, detail: unknown): Bilingual =>
  TEXT[type]?.(detail && typeof detail === 'object' ? (detail as Detail) : {}) ?? OTHER;

/** The event types the module writes. */
export const ENTRY_ORDER_EVENT_TYPES = Object.keys(TEXT);
