import type { Intent } from '@blueprintjs/core';
import type { Call, CallAnswer } from '../contract/call';
import { ENDPOINTS } from '../contract/endpoints';
import type { suggestCalls } from '../contract/refdata/calls';
import type { Language } from '../i18n/language';
import { wordsIn } from '../i18n/words';
import { callApi, callRef } from '../streams/callApi';
import { SuggestPicker } from './SuggestPicker';
import { libWords } from './words';

type CarrierSuggest = Call<'GET', typeof suggestCalls.carrier.input, typeof suggestCalls.carrier.answer>;
// by reference: the suggest call's type without its schemas' code (the picker sits on forms everywhere)
const carrierSuggest = callRef<CarrierSuggest>('GET', ENDPOINTS.carrierSuggest);

/** One carrier the picker offers (Carrier/Suggest, `suggestCalls.carrier` in src/contract/refdata/calls.ts). */
export type CarrierOption = CallAnswer<CarrierSuggest>[number];

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
      suggest={(q) => callApi(carrierSuggest, { Q: q, Limit: 8 })}
      optionText={(c) => `${c.Code}  ${wordsIn(libWords, lang).bothNames(c.NameZh, c.NameEn)}`}
    />
  );
}
