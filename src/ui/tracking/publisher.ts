import type { Language } from '../../i18n/language';
import { wordsIn } from '../../i18n/words';
import { containerEventWords } from './words';

/**
 * Who said an event happened, in words (operations.md §5.1 `EVT_PUBLISHER`): staff typing it
 * (`MANUAL:<employee id>`), an Excel upload (`IMPORT:<upload id>`), a local simulator
 * (`SIM:<channel>`) — never the internal id; a carrier's SCAC or a terminal's code as it is.
 */
export function publisherText(publisher: string, lang: Language): string {
  const w = wordsIn(containerEventWords, lang);
  const [kind, rest = ''] = publisher.split(/:(.*)/s);
  if (kind === 'MANUAL') return w.publisherManual;
  if (kind === 'IMPORT') return w.publisherImport;
  if (kind === 'SIM') return rest.startsWith('TERMINAL') ? w.publisherSimTerminal : rest.startsWith('CARRIER') ? w.publisherSimCarrier : w.publisherSimulated;
  return publisher;
}
