import type { Bilingual } from '../../i18n/bilingual';

/**
 * The card's rule words (card.ts), both sides say them: the screen as the person types, the
 * server as the authority. No code or field key reaches a person: each sentence names its field.
 */
export const cardProblemWords = {
  nameMissing: { zh: '姓名：请填写姓名。', en: 'Name: enter your name.' },
  nameLong: (max: number) => ({ zh: `姓名：最多 ${max} 个字符。`, en: `Name: at most ${max} characters.` }),
  titleLong: (max: number) => ({ zh: `职位：最多 ${max} 个字符。`, en: `Job title: at most ${max} characters.` }),
  phoneFormat: {
    zh: '手机号码：请填写 11 位中国大陆手机号（1 开头，可带 +86）。',
    en: 'Mobile number: enter a mainland China mobile number of 11 digits starting with 1 (+86 allowed).',
  },
  emailFormat: { zh: '电子邮箱：格式不正确（例如 name@example.com）。', en: 'E-mail address: not a valid address (like name@example.com).' },
  introLong: (max: number) => ({ zh: `个人简介：最多 ${max} 个字符。`, en: `About me: at most ${max} characters.` }),
  officeLong: (max: number) => ({ zh: `办公地点：最多 ${max} 个字符。`, en: `Office: at most ${max} characters.` }),
  serviceUnknown: (code: string) => ({ zh: `可提供的服务：没有“${code}”这项服务。`, en: `Services offered: ${code} is not one of our services.` }),
  serviceTwice: { zh: '可提供的服务：同一项服务只能选一次。', en: 'Services offered: each service once.' },
  lanesMany: (max: number) => ({ zh: `优势航线：最多 ${max} 条。`, en: `Lanes: at most ${max}.` }),
  laneShape: (n: number) => ({
    zh: `优势航线第 ${n} 条：起运港和目的港都要填 5 位港口代码（如 CNSHA）。`,
    en: `Lane ${n}: both ports must be 5-character port codes (like CNSHA).`,
  }),
  laneSame: (n: number) => ({ zh: `优势航线第 ${n} 条：起运港和目的港不能相同。`, en: `Lane ${n}: the two ports must differ.` }),
  laneTwice: (n: number) => ({ zh: `优势航线第 ${n} 条：与前面的航线重复。`, en: `Lane ${n}: the same as an earlier lane.` }),
  portUnknown: (n: number, code: string) => ({
    zh: `优势航线第 ${n} 条：港口代码 ${code} 不在港口资料中。`,
    en: `Lane ${n}: the port code ${code} is not in our port list.`,
  }),
  publicUnknown: (field: string) => ({ zh: `公开字段：无法公开“${field}”。`, en: `Public fields: ${field} cannot be made public.` }),
} satisfies Record<string, Bilingual | ((...a: never[]) => Bilingual)>;

/** The services a card may list (CRD_SERVICES), in both languages. */
export const cardServiceWords = {
  FCL: { zh: '海运整箱', en: 'Sea freight FCL' },
  LCL: { zh: '海运拼箱', en: 'Sea freight LCL' },
  AIR: { zh: '空运', en: 'Air freight' },
  RAIL: { zh: '中欧班列', en: 'China–Europe rail' },
  TRUCKING: { zh: '拖车集卡', en: 'Container trucking' },
  CUSTOMS: { zh: '报关报检', en: 'Customs clearance' },
  WAREHOUSE: { zh: '仓储', en: 'Warehousing' },
  INSURANCE: { zh: '货运保险', en: 'Cargo insurance' },
  DG: { zh: '危险品运输', en: 'Dangerous goods' },
  BOOKING: { zh: '订舱', en: 'Space booking' },
} satisfies Record<string, Bilingual>;

/** The fields a person may choose to show to visitors (CRD_PUBLIC_FIELDS); the name is always shown. */
export const cardPublicFieldWords = {
  TITLE: { zh: '职位', en: 'Job title' },
  PHONE: { zh: '手机号码', en: 'Mobile number' },
  EMAIL: { zh: '电子邮箱', en: 'E-mail address' },
  WECHAT_QR: { zh: '微信二维码', en: 'WeChat QR code' },
  AVATAR: { zh: '头像', en: 'Photo' },
  INTRO: { zh: '个人简介', en: 'About me' },
  SERVICES: { zh: '可提供的服务', en: 'Services offered' },
  LANES: { zh: '优势航线', en: 'Lanes' },
  OFFICE: { zh: '办公地点', en: 'Office' },
} satisfies Record<string, Bilingual>;
