import { packingEventWords, packingLogWords } from '../../contract/packing/words';
import type { Bilingual } from '../../i18n/bilingual';
import type { Language } from '../../i18n/language';
import type { WordsIn } from '../../i18n/words';
import type { packingWords } from './words';

type W = WordsIn<typeof packingWords>;

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

/** An event type of the log in words (the contract's table); one it does not know yet is shown by its name. An application staff made for the customer says so. */
export function eventText(type: string, lang: Language, detail: Record<string, unknown> = {}): string {
  if (detail.OnBehalfOf) return packingLogWords.appliedOnBehalf[lang];
  return (packingEventWords as Record<string, Bilingual | undefined>)[type]?.[lang] ?? type.replace(/^v\d+\./, '');
}

/** Where a problem is, as the screen names it: "第3行 毛重（kg）", "箱号". */
export function problemWhere(path: string, w: W): string {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'Lines' && parts[1] !== undefined) {
    const field = FIELD_WORD[parts[2] ?? ''];
    return `${w.lineNo(Number(parts[1]) + 1)}${field ? ` ${w[field]}` : ''}`;
  }
  const field = FIELD_WORD[parts[0] ?? ''];
  return field ? w[field] : '';
}

/** An event's detail as a person reads it: the remarks or reason given, what changed, where it came from. */
export function detailText(type: string, d: Record<string, unknown>, w: W): string {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const remarks = text(d.Remarks ?? d.Reason);
  switch (type.replace(/^v\d+\.PackingList/, '')) {
    case 'Applied':
      return [d.Type ? w.typeSlot(text(d.Type), Number(d.Slot)) : '', d.CutoffOverride ? w.cutoffOverride(text(d.CutoffOverride)) : '']
        .filter(Boolean)
        .join(' · ');
    case 'Opened':
      return [text(d.PKL_NO), remarks].filter(Boolean).join(' · ');
    case 'DataSaved': {
      const fields = Array.isArray(d.Fields) ? (d.Fields as string[]).map((f) => (FIELD_WORD[f] ? w[FIELD_WORD[f]!] : f)) : [];
      return fields.length ? w.changed(fields.join('、')) : '';
    }
    case 'DataSubmitted':
      return [text(d.CNNO), text(d.SEALNO)].filter(Boolean).join(' · ');
    case 'SplitFrom':
      return `${w.splitFrom} ${text(d.ParentNo)}`;
    case 'Split':
      return Array.isArray(d.ChildIds) ? w.childrenMade(d.ChildIds.length) : '';
    case 'Cancelled':
      return remarks === 'SPLIT' ? w.splitParent : remarks;
    case 'TruckerAssigned':
      return [text(d.Plate), text(d.Driver)].filter(Boolean).join(' · ');
    default:
      return remarks;
  }
}
