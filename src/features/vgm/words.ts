import { vgmFieldWords } from '../../contract/vgm/words';
import { vgmColumnWords, vgmShownWords, vgmStatusWords, vgmTerminalWords } from '../../domain/vgm/words';
import { VGM_DECLARATION } from '../../domain/vgm/declaration';
import { commonWords } from '../../i18n/commonWords';
import { defineWords } from '../../i18n/words';
import { bookingFieldWords } from '../../contract/booking/words';
import { refdataFieldWords } from '../../contract/refdata/words';
import { commonFieldWords, sharedWords } from '../../contract/words';

/** A VGM's state in words (src/domain/packing/words.ts, which the packing lists read too). */
export const VGM_STATUS_WORDS = vgmStatusWords;
/** The terminal's side, and a container's VGM in one word. */
export const VGM_TERMINAL_WORDS = vgmTerminalWords;
export const VGM_SHOWN_WORDS = vgmShownWords;

/** The history's events as people read them (doc_events types of the VGM). */
export const VGM_EVENT_WORDS: Record<string, { zh: string; en: string }> = {
  'v1.VgmDraftSaved': commonWords.draftSaved,
  'v1.VgmDeclared': { zh: '声明 VGM', en: 'VGM declared' },
  'v1.VgmSuperseded': { zh: '被新版本替代', en: 'Superseded by a new version' },
  'v1.VgmSent': { zh: '发送给船公司', en: 'Sent to the carrier' },
  'v1.VgmSendFailed': { zh: '发送失败', en: 'Sending failed' },
  'v1.VgmDeliveredAfterAll': { zh: '回执表明报文已送达（此前判为发送失败）', en: 'The receipt shows the message was delivered (it had been judged failed)' },
  'v1.VgmReceivedByCarrier': { zh: '船公司已收到', en: 'Received by the carrier' },
  'v1.VgmAccepted': { zh: '船公司接受', en: 'Accepted by the carrier' },
  'v1.VgmRejected': commonWords.rejectedByCarrier,
  'v1.VgmReceiptIgnored': { zh: '回执已记录（版本已变，未采用）', en: 'Receipt logged (the version moved on; not applied)' },
  'v1.VgmReceiptUnknown': { zh: '未知回执', en: 'Unknown receipt' },
  'v1.VgmReceiptWaiting': { zh: '回执等待前一回执', en: 'Receipt waiting for its predecessor' },
  'v1.VgmSentToTerminal': { zh: '发送给码头', en: 'Sent to the terminal' },
  'v1.VgmTerminalSendFailed': { zh: '发送码头失败', en: 'Sending to the terminal failed' },
  'v1.VgmAckedByTerminal': vgmTerminalWords[4],
  'v1.VgmNackedByTerminal': vgmTerminalWords[5],
  'v1.VgmMeasured': { zh: '码头称重：在允许偏差内', en: 'Weighed by the terminal: within the tolerance' },
  'v1.VgmDeviation': { zh: '码头称重：超出允许偏差', en: 'Weighed by the terminal: beyond the tolerance' },
  'v1.ShareCreated': commonWords.shareCreated,
  'v1.ShareOpened': commonWords.shareOpened,
  'v1.ShareCodeRefused': commonWords.shareCodeRefused,
  'v1.ShareRevoked': commonWords.shareRevoked,
};

export const vgmWords = defineWords({
  title: { zh: 'VGM 核实总重', en: 'VGM (verified gross mass)' },
  vco: { zh: 'VGM 截止（VCO）', en: 'VGM cut-off (VCO)' },
  noVco: { zh: '船公司尚未给出 VGM 截止时间', en: 'The carrier has not given a VGM cut-off yet' },
  left: (d: number, h: number) => ({ zh: `还剩 ${d} 天 ${h} 小时`, en: `${d} d ${h} h left` }),
  passed: { zh: '已过截止时间：客户不能再申报，操作员可填写原因后受理', en: 'Passed: customers can no longer declare; staff may accept with a reason' },
  container: vgmFieldWords.CNNO,
  type: commonWords.containerType,
  packingGross: { zh: '装箱单毛重（kg）', en: 'Packing-list gross (kg)' },
  maxGross: { zh: '最大总重（kg）', en: 'Max gross (kg)' },
  version: commonFieldWords.Version,
  vgmKg: { zh: 'VGM（kg）', en: 'VGM (kg)' },
  method: vgmFieldWords.VGM_METHOD,
  method1: { zh: '方法一：整箱称重', en: '1: weigh the packed box' },
  method2: { zh: '方法二：货物加皮重', en: '2: contents + tare' },
  cargoKg: { zh: '货物及包装（kg）', en: 'Contents (kg)' },
  tareKg: { zh: '皮重（kg）', en: 'Tare (kg)' },
  weighedAt: vgmFieldWords.VGM_WEIGHED_AT,
  weighingParty: vgmFieldWords.VGM_WEIGHING_PARTY,
  certNo: vgmFieldWords.VGM_CERT_NO,
  responsibleParty: vgmFieldWords.VGM_RESPONSIBLE_PARTY,
  signatory: vgmFieldWords.VGM_SIGNATORY,
  signatoryHint: { zh: '授权签署人姓名，拉丁字母须大写', en: 'The authorised person’s name, Latin letters in capitals' },
  declarationText: VGM_DECLARATION,
  agree: vgmFieldWords.Accept,
  lateReason: { zh: '迟交原因（截止后受理须填写）', en: 'Why a late VGM is accepted (needed after the cut-off)' },
  saveDraft: commonWords.saveDraft,
  declareAll: { zh: '申报全部箱 VGM', en: 'Declare VGM for all boxes' },
  sendDeclared: { zh: '发送已声明的 VGM', en: 'Send declared VGMs' },
  // "declare all" declares the new and changed boxes only: the answer says both counts
  declared: (n: number, unchanged = 0) =>
    n === 0 && unchanged > 0
      ? {
          zh: `没有新增或改动的箱：${unchanged} 个箱的 VGM 未变，保持原版本，未重新申报`,
          en: `No box is new or changed: the VGM of ${unchanged} ${unchanged === 1 ? 'box is' : 'boxes are'} unchanged and kept as they were, not declared again`,
        }
      : unchanged > 0
        ? {
            zh: `已申报 ${n} 个箱的 VGM；${unchanged} 个箱未变，保持原版本`,
            en: `VGM declared for ${n} ${n === 1 ? 'box' : 'boxes'}; ${unchanged} unchanged ${unchanged === 1 ? 'box is' : 'boxes are'} kept as they were`,
          }
        : { zh: `已申报 ${n} 个箱的 VGM`, en: `VGM declared for ${n} ${n === 1 ? 'box' : 'boxes'}` },
  waiting: (n: number) => ({
    zh: `${n} 个箱的 VGM 已发送，等待船公司/码头回执`,
    en: `${n} boxes' VGM sent: waiting for the carrier's or the terminal's receipts`,
  }),
  terminal: refdataFieldWords.TerminalCode,
  carrier: commonWords.carrier,
  overall: vgmColumnWords.title,
  notToTerminal: { zh: '未发码头', en: 'Not sent to the terminal' },
  measured: { zh: '码头称重（kg）', en: 'Terminal weight (kg)' },
  deviation: (cnno: string, declared: number, measured: number, kg: number, limit: number) => ({
    zh: `箱 ${cnno} VGM 偏差：申报 ${declared} kg，码头称重 ${measured} kg，相差 ${kg} kg，超出允许的 ${limit} kg（±5 % 或 1 吨取小）。请核实并申报新版本，否则可能无法装船。`,
    en: `Container ${cnno} VGM deviation: declared ${declared} kg, weighed by the terminal ${measured} kg, ${kg} kg apart — beyond the ${limit} kg allowed (±5 % or 1 t, whichever is smaller). Check it and declare a new version, or the box may not be loaded.`,
  }),
  within: (kg: number, limit: number) => ({ zh: `相差 ${kg} kg，在允许的 ${limit} kg 内`, en: `${kg} kg apart, within the ${limit} kg allowed` }),
  receiptsWait: {
    zh: '“已发送”只表示已交给船公司，接受与否以回执为准。',
    en: '"Sent" only means the carrier took it: its receipt says whether it is accepted.',
  },
  carrierRef: { zh: '船公司回执号', en: 'Carrier reference' },
  reason: commonWords.reason,
  simulated: commonWords.simulated,
  log: { zh: '版本与回执', en: 'Versions and receipts' },
  receipts: { zh: '回执', en: 'Receipts' },
  history: { zh: 'VGM 记录', en: 'VGM history' },
  at: sharedWords.time,
  by: bookingFieldWords.By,
  code: commonWords.code,
  shares: { zh: 'VGM 分享链接', en: 'VGM share links' },
  shareHint: {
    zh: '把链接发给称重方或托运人：对方无需登录即可申报本订舱各箱的 VGM，规则与此处相同。',
    en: 'Send the link to whoever weighed the boxes or the shipper: they declare this booking’s VGMs without an account, under the same rules.',
  },
  makeShare: { zh: '生成分享链接', en: 'Make a share link' },
  days: vgmFieldWords.Days,
  accessCode: vgmFieldWords.AccessCode,
  accessCodeHint: { zh: '可选：6 位数字，连续输错 5 次锁定 15 分钟', en: 'Optional: six digits; five wrong tries lock the link for 15 minutes' },
  linkOnce: { zh: '链接只显示这一次，请立即复制：', en: 'The link is shown this once: copy it now:' },
  revoke: { zh: '撤销链接', en: 'Revoke link' },
  revoked: { zh: '链接已撤销', en: 'Link revoked' },
  expires: { zh: '有效期至', en: 'Expires' },
  uses: { zh: '打开次数', en: 'Opened' },
  withCode: { zh: '有访问码', en: 'With code' },
  none: commonWords.none,
  // the public page
  shareTitle: { zh: 'VGM 在线申报', en: 'Declare VGM online' },
  booking: bookingFieldWords.CgoId,
  blNo: commonFieldWords.BlNo,
  vessel: commonWords.vessel,
  voyage: commonWords.voyage,
  enterCode: { zh: '请输入访问码', en: 'Enter the access code' },
  open: { zh: '验证并打开', en: 'Check and open' },
  gone: commonWords.shareLinkGone,
  locked: { zh: '访问码错误次数过多，链接暂时锁定。', en: 'Too many wrong codes: the link is locked for a while.' },
  thanks: { zh: '已申报，感谢！船公司的回执会显示在订舱方的页面上。', en: 'Declared, thank you! The carrier’s receipts show on the booking party’s pages.' },
});
