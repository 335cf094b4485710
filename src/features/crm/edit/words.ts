import { defineWords } from '../../../i18n/words';

/** The words of editing customers and contacts, linking, consent and merging (the CRM's screens). */
export const crmEditWords = defineWords({
  mergedInto: (name: string) => ({ zh: `已并入“${name}”`, en: `Merged into "${name}"` }),
});
