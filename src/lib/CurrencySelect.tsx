import { HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { Call, CallAnswer } from '../contract/call';
import { ENDPOINTS } from '../contract/endpoints';
import type { currencyInUse } from '../contract/refdata/calls';
import { useLanguage } from '../i18n/language';
import { callApi, callRef } from '../streams/callApi';
import { libWords } from './words';

type CurrencyInUse = Call<'GET', typeof currencyInUse.input, typeof currencyInUse.answer>;
// by reference: the call's type without its schemas' code (the picker sits on forms everywhere)
const inUse = callRef<CurrencyInUse>('GET', ENDPOINTS.currencyInUse);

/** One currency the picker offers (Currency/InUse: enabled in reference data, with its ISO 4217 digits). */
export type CurrencyChoice = CallAnswer<CurrencyInUse>[number];

/** The currencies in use, read once a session (they change with an ISO amendment, not by the minute). */
export const useCurrenciesInUse = () => useQuery({ queryKey: ['refdata', 'currencyInUse'], queryFn: () => callApi(inUse, {}), staleTime: 30 * 60_000 });

export interface CurrencySelectProps {
  value: string;
  onChange(code: string): void;
  /** The field's name as the form shows it. */
  label: string;
  disabled?: boolean;
}

/**
 * The one currency picker (issue 45): the currencies reference data has enabled — what the server
 * takes — each as its code and name. A value no longer in use (a line in a withdrawn currency) stays
 * shown, marked, so an edit never changes it silently.
 */
export function CurrencySelect({ value, onChange, label, disabled }: CurrencySelectProps) {
  const lang = useLanguage();
  const list = useCurrenciesInUse().data ?? [];
  const options = list.map((c) => ({ value: c.Code, label: `${c.Code} ${lang === 'zh' ? c.NameZh : c.NameEn}` }));
  if (value && list.length && !list.some((c) => c.Code === value)) options.unshift({ value, label: `${value}${libWords.notInUse[lang]}` });
  if (!list.length && value) options.push({ value, label: value });
  return <HTMLSelect aria-label={label} value={value} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value)} options={options} />;
}
