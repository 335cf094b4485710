import type { Intent } from '@blueprintjs/core';
import type { Call, CallAnswer } from '../contract/call';
import { ENDPOINTS } from '../contract/endpoints';
import type { suggestCalls } from '../contract/refdata/calls';
import type { Language } from '../i18n/language';
import { wordsIn } from '../i18n/words';
import { libWords } from './words';
import { callApi, callRef } from '../streams/callApi';
import { SuggestPicker } from './SuggestPicker';

type PortSuggest = Call<'GET', typeof suggestCalls.port.input, typeof suggestCalls.port.answer>;
// by reference: the suggest call's type without its schemas' code (the picker sits on forms everywhere)
const portSuggest = callRef<PortSuggest>('GET', ENDPOINTS.portSuggest);

/** One place the picker offers (Port/Suggest, `suggestCalls.port` in src/contract/refdata/calls.ts). */
export type PlaceOption = CallAnswer<PortSuggest>[number];

export interface PlacePickerProps {
  id: string;
  /** The code as stored. */
  value: string;
  /** Typed without picking: kept as typed (nothing a person typed is lost). */
  onType(code: string): void;
  /** A place picked from the list. */
  onPick?(place: PlaceOption): void;
  onBlur?(): void;
  lang: Language;
  intent?: Intent;
  /** Ports only (POL, POD, via) or any location (places of receipt and delivery). */
  kind?: 'SEAPORT' | 'ANY';
  placeholder?: string;
  disabled?: boolean;
  /** A list of port codes (`NLRTM, DEHAM`), each picked in turn. */
  multiple?: boolean;
}

/** How an option reads: code, the name in the reader's language with the other, the country where a name is shared, the group that brought it. */
export function placeText(p: PlaceOption, lang: Language): string {
  const w = wordsIn(libWords, lang);
  const names = w.bothNames(p.NameZh, p.NameEn);
  const country = p.Ambiguous || p.CountryCode !== 'CN' ? ` · ${p.CountryName}` : '';
  const group = p.GroupName ? w.inPortGroup(p.GroupName, p.Group ?? '') : '';
  return `${p.Code}  ${names}${country}${group}`;
}

/**
 * The one port picker (commercial.md §1.6): type a code, 中文, pinyin or its initials (`nb` →
 * 宁波), English, a superseded code or a city with a port group (深圳 offers 盐田 / 蛇口 / 赤湾);
 * the server ranks (Port/Suggest). With `multiple`, a list of port codes is typed one by one.
 */
export function PlacePicker({ lang, kind = 'ANY', onPick, ...rest }: PlacePickerProps) {
  return (
    <SuggestPicker<PlaceOption>
      {...rest}
      onPick={onPick}
      suggest={(q) => callApi(portSuggest, { Q: q, Kind: kind, Limit: 8 })}
      optionText={(p) => placeText(p, lang)}
    />
  );
}
