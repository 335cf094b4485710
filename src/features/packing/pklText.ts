import { packingEventWords } from '../../contract/packing/words';
import type { Bilingual } from '../../i18n/bilingual';
import type { Language } from '../../i18n/language';
import type { packingWords } from './words';

/** A wire field of a packing list (header or goods line) → the word the screens label it with. */
type Table = typeof packingWords;
/** The words of the table that are plain words (no values). */
export type PlainWord = { [K in keyof Table]: Table[K] extends Bilingual ? K : never }[keyof Table];

export const FIELD_WORD: Record<string, PlainWord> = {
  PKL_CNNO: 'cnno',
  PKL_NON_ISO: 'nonIso',
  PKL_SEALNO: 'sealNo',
  PKL_SEAL_SOURCE: 'sealSource',
  PKL_CNTR_TYPE: 'containerType',
  PKL_TARE_KG: 'tareKg',
  PKL_MAX_GROSS_KG: 'maxGrossKg',
  PKL_STUFF_PLACE: 'stuffPlace',
  PKL_STUFF_AT: 'stuffAt',
  PKL_NUM: 'totalPackages',
  PKL_WEIGHT: 'totalWeight',
  PKL_VOLUME: 'totalVolume',
  PKL_DRIVER_PHONE: 'driverPhone',
  Lines: 'lines',
  PKD_HSCODE: 'hs',
  PKD_GOODS: 'goodsEn',
  PKD_CNGOODS: 'goodsCn',
  PKD_MARKS: 'marks',
  PKD_PACKAGE: 'package',
  PKD_NUM: 'packages',
  PKD_WEIGHT: 'grossKg',
  PKD_NET_WEIGHT: 'netKg',
  PKD_VOLUME: 'volumeM3',
  PKD_UNNO: 'unNo',
  PKD_IMO_CLASS: 'imoClass',
};

/** An event type of the log in words (the contract's table); one it does not know yet is shown by its name. */
export function eventText(type: string, lang: Language): string {
  return (packingEventWords as Record<string, Bilingual | undefined>)[type]?.[lang] ?? type.replace(/^v\d+\./, '');
}
