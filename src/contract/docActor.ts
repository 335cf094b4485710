import type { Bilingual } from '../i18n/bilingual';

/**
 * Who moved a document, as every history says it (issue 45: logs said "share", "gateway",
 * "TERMINAL_CLP" or "share:12"): an employee by name, a share link's visitor, the outside system by
 * what it is, or the system. One table for every module's log.
 */

/** The outside systems (a channel's name, the id a gateway event is written with) in words. */
export const GATEWAY_WORDS: Record<string, Bilingual> = {
  CN_MANIFEST: { zh: '海关舱单系统（单一窗口）', en: 'Customs manifest system (single window)' },
  CARRIER_VGM: { zh: '船公司 VGM 接口', en: 'Carrier VGM interface' },
  TERMINAL_VGM: { zh: '码头 VGM 接口', en: 'Terminal VGM interface' },
  TERMINAL_CLP: { zh: '码头装箱单接口', en: 'Terminal packing-list interface' },
  CARRIER_SI: { zh: '船公司补料接口', en: 'Carrier SI interface' },
  CARRIER_TNT: { zh: '船公司跟踪接口', en: 'Carrier tracking interface' },
  CARRIER_BOOKING: { zh: '船公司订舱接口', en: 'Carrier booking interface' },
  TAX_INVOICE: { zh: '税务发票平台', en: 'Tax invoice platform' },
  SMS: { zh: '短信平台', en: 'SMS gateway' },
  EMAIL: { zh: '邮件服务器', en: 'Mail server' },
};

const SHARE_VISITOR: Bilingual = { zh: '分享链接访客', en: 'Visitor of a share link' };
const SYSTEM: Bilingual = { zh: '系统', en: 'The system' };
const OUTSIDE_SYSTEM: Bilingual = { zh: '外部系统', en: 'An outside system' };

/** The author of a history event in words. */
export function docActorWords(kind: string, id: string | null | undefined, name: string | null | undefined): Bilingual {
  if (kind === 'employee') return name ? { zh: name, en: name } : { zh: '员工', en: 'An employee' };
  if (kind === 'share') return SHARE_VISITOR;
  if (kind === 'gateway') return (id && GATEWAY_WORDS[id]) || OUTSIDE_SYSTEM;
  return SYSTEM;
}
