import { useLanguage } from '../../i18n/language';

/** A standard remark as a picker offers it. */
export interface RemarkChoice {
  code: string;
  text: string;
}

/**
 * The remark configuration's codes of one use (return reasons, change reasons). The remark list is
 * the manifestSetup module's; until its calls are in this branch, no choices: the pickers take a
 * typed code instead (the server checks it against the configuration).
 */
export function useRemarkChoices(_use: 'REJECT_REASON' | 'CHANGE_REASON', _enabled: boolean): RemarkChoice[] {
  useLanguage();
  return [];
}
