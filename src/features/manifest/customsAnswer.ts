import { deliveryErrorWords } from '../../contract/deliveryError';
import type { ManifestRecord } from '../../contract/manifest';
import type { Language } from '../../i18n/language';
import { customsCodeTable, type useCodeWords } from './MftParts';
import { payloadDiff } from './payloadDiff';
import { pointer } from './problemText';
import { suggestedFix } from './suggestedFix';
import { CUSTOMS_CODE_WORDS } from './words';

/**
 * What customs (or the transport) said of a manifest, as its info page shows it: the failure in
 * words with the fields it points at and what the check finds there now, a hold or a request after
 * acceptance, and an amendment's field-by-field difference from the version customs accepted.
 */
export function customsAnswer(record: ManifestRecord, lang: Language, say: ReturnType<typeof useCodeWords>) {
  const tx = record.Transmissions;
  const rejection = [...record.Receipts].reverse().find((r) => r.Kind === 'REJECTED');
  // customs' own words (English from the foreign customs), after its code and what the code means in the reader's language
  const codeWords = rejection && rejection.Code in CUSTOMS_CODE_WORDS ? ` ${say(customsCodeTable, rejection.Code)}：` : '';
  // a rule's name the simulated foreign customs answer with (isf.number) is said by its words alone
  const shownCode = rejection && !rejection.Code.includes('.') ? rejection.Code : '';
  const failure = rejection ? `${shownCode}${codeWords || ' '}${rejection.Text}`.trim() : deliveryErrorWords(record.LastError)[lang];
  // the fields customs named (its code mapped to paths), and what the check finds there now
  // the foreign customs name the fields themselves; the single window's codes are mapped to them
  const pointed = rejection ? (rejection.Fields.length ? rejection.Fields : suggestedFix(rejection.Code, rejection.Text)) : [];
  // a hold or a request after acceptance (Do Not Load, request for information): what customs says now
  const disposition = [...record.Receipts].reverse().find((r) => r.Kind === 'HOLD' || r.Kind === 'RFI');
  const fixes = pointed.map((path) => ({ path, problems: record.Problems.filter((p) => pointer(p.Path).startsWith(path)) }));
  const accepted = [...tx].reverse().find((t) => t.Outcome === 'ACCEPTED' && t !== tx.at(-1));
  const amendment = tx.at(-1);
  const diff = accepted && amendment ? payloadDiff(accepted.Payload, amendment.Payload) : [];
  return { failure, fixes, disposition, diff };
}
