import type { CallInput } from '../../../contract/call';
import { searchCalls } from '../../../contract/rates/searchCalls';
import { useCallAction } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { ratesKeys } from './keys';

/** Placing customer companies at a price level: the levels' counts, the companies, and the change log. */
export const useAssignLevel = () =>
  useCallAction(
    (input: CallInput<typeof searchCalls.assign>) => callApi(searchCalls.assign, input),
    [ratesKeys.levels(), ratesKeys.levelCompanies(), ratesKeys.changeLog()],
  );
