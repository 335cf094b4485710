/**
 * Where a customs rejection points (sendFailInfo's "suggested fix"): the single window's codes (the
 * simulator answers the same ones, server/modules/manifest/simulator.ts) mapped to the fields to look
 * at, the party read off the words when the code is about a party. Pure; an unknown code points nowhere.
 */
const PARTY_WORDS: [RegExp, string][] = [
  [/发货人|shipper/i, 'Shipper'],
  [/收货人|consignee/i, 'Consignee'],
  [/通知人|notify/i, 'Notify'],
];

const BY_CODE: Record<string, readonly string[]> = {
  E2001: ['/MFT_MBL_NO'],
  E2002: ['/MFT_VESSEL', '/MFT_VOYAGE'],
  E2201: ['/MFT_LOADING_CODE', '/MFT_DISCHARGE_CODE'],
  E2100: ['/{party}/NAME', '/{party}/ADDRESS', '/{party}/COUNTRY'],
  E2101: ['/{party}/CODE'],
  E2106: ['/{party}/CODE'],
  E2105: ['/{party}/PHONE_TYPE', '/{party}/PHONE'],
  E2400: ['/Containers'],
  E2401: ['/Containers'],
  E2402: ['/Containers'],
  E2300: ['/Items'],
  E2301: ['/Items'],
  E2303: ['/Items'],
  E2304: ['/Items'],
  E2901: ['/MFT_VESSEL', '/Containers'],
};

export function suggestedFix(code: string, text: string): string[] {
  const paths = BY_CODE[code.trim()];
  if (!paths) return [];
  const party = PARTY_WORDS.find(([re]) => re.test(text))?.[1];
  // a party code whose words name no party (E2105 is also the goods' linked fields) points at the goods
  if (paths.some((p) => p.includes('{party}')) && !party) return code === 'E2105' ? ['/Items'] : [];
  return paths.map((p) => p.replace('{party}', party ?? ''));
}
