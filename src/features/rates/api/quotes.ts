import type { CallInput } from '../../../contract/call';
import { quoteCalls } from '../../../contract/rates/quoteCalls';
import { useCallAction, useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { ratesKeys } from './keys';

/** A quote's writes change the quotation records (a kept-alive tab shows them) and the quote's own page. */
const quotesChanged = () => [ratesKeys.quoteList(), ratesKeys.quotes()];

/** Making a quote (or a revision of one) from the ticked search results, at the versions the search used. */
export const useSaveQuote = () => useCallMutation((input: CallInput<typeof quoteCalls.save>) => callApi(quoteCalls.save, input), quotesChanged);

/** Sending a quote to its customer, from its dialog's button (a toast says how it went). */
export const useSendQuote = () => useCallAction((input: CallInput<typeof quoteCalls.send>) => callApi(quoteCalls.send, input), quotesChanged);

/** The customer's acceptance or refusal of a quote, from its dialog's buttons. */
export const useDecideQuote = () => useCallAction((input: CallInput<typeof quoteCalls.decide>) => callApi(quoteCalls.decide, input), quotesChanged);
