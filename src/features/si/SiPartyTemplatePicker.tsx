import { HTMLSelect } from '@blueprintjs/core';
import { ACCESS } from '../../contract/access';
import { partyBlock } from '../../domain/booking/templates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useCan } from '../../session/access';
import { usePartyTemplateChoices } from './api/lists';
import { siWords } from './words';

/** The SI party block each role of a party template fills. */
const BLOCK = { SHIPPER: 'TBI_CONSIGNOR', CONSIGNEE: 'TBI_CONSIGNEE', NOTIFY: 'TBI_NOTIFIER_1' } as const;
const ROLE = { SHIPPER: siWords.consignor, CONSIGNEE: siWords.consignee, NOTIFY: siWords.notifyParty1 } as const;

/**
 * "收发通模板": the company's shipper/consignee/notify templates (SFTTemp, commercial.md §6.1) put
 * into the SI's party block of their role — the template's B/L text when it has one, else its name
 * and address. Hidden for people who may not read them or have none.
 */
export function SiPartyTemplatePicker({ onPick }: { onPick(field: (typeof BLOCK)[keyof typeof BLOCK], text: string): void }) {
  const w = useWords(siWords);
  const lang = useLanguage();
  const may = useCan(ACCESS.partyTemplateRead);
  const list = usePartyTemplateChoices(may);
  if (!list.data?.Items.length) return null;
  return (
    <HTMLSelect
      aria-label={w.partyTemplates}
      value=""
      onChange={(e) => {
        const t = list.data.Items.find((p) => String(p.Id) === e.currentTarget.value);
        if (t) onPick(BLOCK[t.Role], partyBlock(t));
      }}
      options={[{ value: '', label: w.partyTemplates }, ...list.data.Items.map((p) => ({ value: String(p.Id), label: `${ROLE[p.Role][lang]}：${p.Name}` }))]}
    />
  );
}
