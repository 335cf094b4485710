import type { Bilingual } from '../../i18n/bilingual';

/**
 * What the public tracking call refuses with, in both languages: the server answers in the
 * visitor's language and the pages say the same words by the refusal's Code.
 */
export const publicTrackRefusalWords = {
  /** trk.public_scope: the same words whether the number exists elsewhere or not. */
  notFound: {
    zh: '本站未查到该箱号或提单号。请核对号码，或联系为您订舱的公司。',
    en: 'This site has no shipment with that container or B/L number. Check the number, or ask the company that booked it for you.',
  },
  empty: { zh: '请输入箱号或提单号。', en: 'Enter a container or B/L number.' },
  checkDigit: {
    zh: '箱号校验位不符（ISO 6346），请核对最后一位数字。',
    en: 'The container number’s check digit does not match (ISO 6346): check its last digit.',
  },
  shape: {
    zh: '这不是箱号（如 CSQU3054383）或提单号（字母和数字，4–35 位）。',
    en: 'That is neither a container number (like CSQU3054383) nor a B/L number (4–35 letters and digits).',
  },
  perMinute: (seconds: number) => ({
    zh: `查询过于频繁：每个地址每分钟最多查询 10 次，请 ${seconds} 秒后再试。`,
    en: `Too many queries: at most 10 a minute from one address. Try again in ${seconds} seconds.`,
  }),
  perDay: (seconds: number) => ({
    zh: `今日查询次数已达上限（每个地址每天 200 次），请 ${Math.ceil(seconds / 3600)} 小时后再试。`,
    en: `Today’s limit of 200 queries from one address is reached. Try again in ${Math.ceil(seconds / 3600)} hours.`,
  }),
  notFoundWait: (seconds: number) => ({
    zh: `连续 5 次未查到结果，请等待 ${seconds} 秒后再查询，并核对号码是否正确。`,
    en: `Five numbers in a row were not found: wait ${seconds} seconds before the next query, and check the numbers.`,
  }),
} satisfies Record<string, Bilingual | ((seconds: number) => Bilingual)>;

/** The tracking calls' fields as the pages name them (fieldWords.ts): the public box and the search log's filters. */
export const publicTrackFieldWords = {
  No: { zh: '箱号或提单号', en: 'Container or B/L number' },
  Query: { zh: '号码', en: 'Number' },
  Found: { zh: '查到', en: 'Found' },
} satisfies Record<string, Bilingual>;
