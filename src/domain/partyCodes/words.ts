import type { Bilingual } from '../../i18n/bilingual';

/** The words of the enterprise-code and AEO rules (§7.6 `mft.party.code`, `mft.party.aeo`). */
export const partyCodeWords = {
  codeEmpty: {
    zh: '企业代码为空，应写作“类型+代码”，如 USCI+91350100M000100Y43。',
    en: 'The enterprise code is empty; write it as TYPE+CODE, e.g. USCI+91350100M000100Y43.',
  },
  codeShape: (code: string) => ({
    zh: `企业代码“${code}”应写作“类型+代码”，如 USCI+91350100M000100Y43。`,
    en: `The enterprise code "${code}" must be written TYPE+CODE, e.g. USCI+91350100M000100Y43.`,
  }),
  codeType: (type: string, country: string, allowed: string) => ({
    zh: `代码类型 ${type} 不适用于国家/地区 ${country}；可用：${allowed}。`,
    en: `The code type ${type} is not one for ${country}; use one of ${allowed}.`,
  }),
  codeTypeUnknown: (type: string, allowed: string) => ({
    zh: `未知的代码类型 ${type}；可用：${allowed}。`,
    en: `Unknown code type ${type}; use one of ${allowed}.`,
  }),
  codeValueLength: (max: number) => ({ zh: `企业代码最多 ${max} 个字符。`, en: `An enterprise code has at most ${max} characters.` }),
  usciShape: (value: string) => ({
    zh: `统一社会信用代码“${value}”应为 18 位数字或大写字母（不含 I、O、S、V、Z）。`,
    en: `The unified social credit code "${value}" must be 18 digits or capitals (without I, O, S, V, Z).`,
  }),
  usciDivision: (value: string) => ({
    zh: `统一社会信用代码“${value}”的第 3–8 位是登记管理机关的行政区划码，应为 6 位数字（GB 32100-2015）。`,
    en: `Positions 3–8 of the unified social credit code "${value}" are the registering authority's administrative division code and must be 6 digits (GB 32100-2015).`,
  }),
  usciCheck: (value: string, expected: string) => ({
    zh: `统一社会信用代码“${value}”的校验码应为 ${expected}（GB 32100-2015）。部分早期试点地区的代码合法但校验不通过：请核对，确认无误时填写原因后继续。`,
    en: `The check character of the unified social credit code "${value}" should be ${expected} (GB 32100-2015). Some early pilot-region codes are legal yet fail it: check the code, and give a reason to keep it.`,
  }),
  ocShape: (value: string) => ({
    zh: `组织机构代码“${value}”应为 8 位数字或大写字母加 1 位校验码（数字或 X）。`,
    en: `The organisation code "${value}" must be 8 digits or capitals and a check character (a digit or X).`,
  }),
  ocCheck: (value: string, expected: string) => ({
    zh: `组织机构代码“${value}”的校验码应为 ${expected}（GB 11714）。`,
    en: `The check character of the organisation code "${value}" should be ${expected} (GB 11714).`,
  }),
  aeoShape: (aeo: string) => ({
    zh: `AEO 编码“${aeo}”应为 AEO + 国家代码 + 企业编码，中国 AEO 为 AEOCN + 10 位数字。`,
    en: `The AEO code "${aeo}" must be AEO + the country code + the operator's code; a Chinese AEO is AEOCN + 10 digits.`,
  }),
  aeoCountry: (country: string) => ({
    zh: `AEO 编码中的国家代码 ${country} 不是 ISO 国家代码。`,
    en: `${country} in the AEO code is not an ISO country code.`,
  }),
  countryUnknown: (country: string) => ({ zh: `${country} 不是 ISO 国家代码。`, en: `${country} is not an ISO country code.` }),
  phoneLinked: { zh: '电话类型与号码须同时填写或同时留空。', en: 'The phone type and number go together: give both or neither.' },
  addressLine: (line: number, length: number) => ({
    zh: `地址第 ${line} 行有 ${length} 个字符，舱单每行最多 35 个。`,
    en: `Line ${line} of the address has ${length} characters; a manifest prints at most 35 a line.`,
  }),
  partyNameRequired: { zh: '填写了这一方的其他内容，请同时填写名称。', en: 'This party has other details: give its name too.' },
  overrideReasonRequired: {
    zh: '校验码不符的统一社会信用代码需填写保留原因。',
    en: 'A unified social credit code failing its check needs a reason to be kept.',
  },
} satisfies Record<string, Bilingual | ((...values: never[]) => Bilingual)>;
