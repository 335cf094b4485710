import type { Bilingual } from '../../i18n/bilingual';

/**
 * The declaration a signatory ticks (operations.md §6.1 `VGM_DECLARATION`, [S6][S7]): shown on the VGM
 * panel and the share page in both languages, and stored with each declared version as shown.
 */
export const VGM_DECLARATION: Bilingual = {
  zh: '本人代表托运人声明：上述核实总重（VGM）按 SOLAS 公约第 VI 章第 2 条规定的方法一或方法二，使用经校准认证的衡器取得，真实准确。',
  en: 'On behalf of the shipper I declare that the verified gross mass above was obtained by method 1 or 2 of SOLAS chapter VI regulation 2, with calibrated and certified equipment, and is true and accurate.',
};

/** The text stored with a version: both languages, as the page showed them. */
export const declarationStored = () => `${VGM_DECLARATION.zh}\n${VGM_DECLARATION.en}`;
