import type { Intent } from '@blueprintjs/core';
import { ENDPOINTS } from '../contract/endpoints';
import type { Language } from '../i18n/language';
import { wordsIn } from '../i18n/words';
import { apiData } from '../streams/http';
import { SuggestPicker } from './SuggestPicker';
import { libWords } from './words';

/** One carrier the picker offers (GET /api/Carrier/Suggest, src/contract/refdata/calls.ts). */
export interface CarrierOption {
  Code: string;
  NameZh: string;
  NameEn: string;
}

export interface CarrierPickerProps {
  id: string;
  value: string;
  onType(text: string): void;
  onPick?(carrier: CarrierOption): void;
  onBlur?(): void;
  lang: Language;
  intent?: Intent;
  placeholder?: string;
  disabled?: boolean;
  /** A list of carrier codes (`MAEU, MSCU`), each picked in turn. */
  multiple?: boolean;
}

/**
 * The one carrier picker (commercial.md §1.6): a SCAC, 中文 (马士基), pinyin or initials, English or
 * an alias; the server ranks (Carrier/Suggest).
 */
export function CarrierPicker({ lang, ...rest }: CarrierPickerProps) {
  return (
    <SuggestPicker<CarrierOption>
      {...rest}
      suggest={(q) => apiData<CarrierOption[]>('GET', `${ENDPOINTS.carrierSuggest}?Q=${encodeURIComponent(q)}&Limit=8`)}
      optionText={(c) => `${c.Code}  ${wordsIn(libWords, lang).bothNames(c.NameZh, c.NameEn)}`}
    />
  );
}
