import { useQuery } from '@tanstack/react-query';
import { MANIFEST_SETUP_ACCESS } from '../../contract/manifestSetup/module';
import { useLanguage } from '../../i18n/language';
import { useCan } from '../../session/access';
import { remarkChoicesQuery } from './api/choices';

/** A standard remark as a picker offers it. */
export interface RemarkChoice {
  code: string;
  text: string;
}

/**
 * The remark configuration's enabled codes of one use (return reasons, change reasons), in their
 * order, from the manifestSetup module's list. A person who may not read it (or when it answers
 * nothing) gets no choices: the pickers take a typed code instead, which the server checks.
 */
export function useRemarkChoices(use: 'REJECT_REASON' | 'CHANGE_REASON', enabled: boolean): { choices: RemarkChoice[]; pending: boolean } {
  const lang = useLanguage();
  const may = useCan(MANIFEST_SETUP_ACCESS.manifestRemarkRead);
  const list = useQuery(remarkChoicesQuery(enabled && may));
  const choices = (list.data?.Items ?? [])
    .filter((r) => r.MRK_USE === use && r.MRK_ENABLED)
    .sort((a, b) => a.MRK_SORT - b.MRK_SORT)
    .map((r) => ({ code: r.MRK_CODE, text: lang === 'zh' ? r.MRK_TEXT_ZH : r.MRK_TEXT_EN }));
  // still asking: neither the picker nor the typed field yet, so nothing typed is lost when the picker comes
  return { choices, pending: enabled && may && list.isPending };
}
