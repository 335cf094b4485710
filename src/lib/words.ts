import { defineWords } from '../i18n/words';

/** Words of the shared building blocks (src/lib): `wordsIn(libWords, lang)`. */
export const libWords = defineWords({
  /** A place's or a carrier's two names, the reader's language first. */
  bothNames: (zh: string, en: string) => ({ zh: `${zh} ${en}`, en: `${en} ${zh}` }),
  /** Why a port was offered: its port group matched (深圳 → 盐田). */
  inPortGroup: (groupZh: string, groupCode: string) => ({ zh: `（属${groupZh}）`, en: ` (in ${groupCode})` }),
  /** A currency no longer in use that a line still carries: shown, never offered for a new one. */
  notInUse: { zh: '（已停用）', en: ' (no longer in use)' },
});
