import type { Bilingual } from '../../i18n/bilingual';
import type { Language } from '../../i18n/language';
import { commonWords } from '../../i18n/commonWords';
import { wordsIn } from '../../i18n/words';
import { formatDate } from '../../domain/dates';
import { manifestFieldWords as F } from '../../contract/manifest/words';
import { eventDetailWords, manifestWords, MFT_STAGE_WORDS, MFT_STATUS_WORDS, RECEIPT_KIND_WORDS, TRANSMISSION_WORDS } from './words';

/**
 * A manifest history event's details in words (issue 35): every key the server writes into a
 * manifest's doc_events (service.ts, channel.ts, shareService.ts, uploadService.ts, the share spine)
 * said in the person's language with the screens' names for things — states, stages, kinds, parties,
 * share scopes — never `from=demo`. A key no table knows is still shown, as `key: value`, so a new
 * detail is never silently dropped.
 */

type Detail = Record<string, unknown>;
type Bi = Bilingual;
const text = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
const named = (table: Record<string, Bi>, code: unknown, lang: Language) => table[text(code)]?.[lang] ?? text(code);
const SCOPES: Record<string, Bi> = { VIEW: manifestWords.scopeVIEW, EDIT_PARTIES: manifestWords.scopeEDIT_PARTIES, EDIT_GOODS: manifestWords.scopeEDIT_GOODS };
const PARTS: Record<string, Bi> = { Shipper: F.Shipper, Consignee: F.Consignee, Notify: F.Notify, Items: F.Items, Containers: F.Containers };
const STATES = MFT_STATUS_WORDS as unknown as Record<string, Bi>;
const STAGES = MFT_STAGE_WORDS as unknown as Record<string, Bi>;
const KINDS = TRANSMISSION_WORDS as unknown as Record<string, Bi>;
const RECEIPTS = RECEIPT_KIND_WORDS as unknown as Record<string, Bi>;

/** The details of one history event as phrases in `lang` (empty when it has none worth saying). */
export function eventDetailPhrases(type: string, d: Detail, lang: Language): string[] {
  const w = wordsIn(eventDetailWords, lang);
  const at = (v: unknown) => formatDate(text(v), 'dateTime');
  const out: string[] = [];
  const done = new Set<string>();
  const say = (keys: string[], phrase: string | undefined) => {
    for (const k of keys) done.add(k);
    if (phrase) out.push(phrase);
  };
  const has = (k: string) => !done.has(k) && d[k] !== undefined && d[k] !== null && d[k] !== '';

  // `from` is where a created manifest came from, but the state an amendment was opened from
  if (type.endsWith('.ManifestAmendmentOpened')) say(['from', 'stage'], w.previousState(named(STATES, d.from, lang), named(STAGES, d.stage ?? 'NONE', lang)));
  else if (has('from')) {
    const from = text(d.from);
    say(
      ['from', 'si', 'duplicateOf', 'fileName'],
      from === 'si'
        ? has('si')
          ? w.fromSi(text(d.si))
          : w.fromSiNoId
        : from === 'duplicate'
          ? w.fromDuplicate(text(d.duplicateOf))
          : from === 'upload'
            ? w.fromUpload(text(d.fileName))
            : from === 'demo'
              ? w.fromDemo
              : from === 'blank'
                ? w.fromBlank
                : `${from}`,
    );
  }
  if (has('kind')) say(['kind'], w.kind(named(KINDS, d.kind, lang)));
  if (has('code')) say(['code', 'seq'], w.receipt(named(RECEIPTS, d.code, lang), text(d.seq ?? '')));
  if (has('customsCode')) say(['customsCode'], w.customsCode(text(d.customsCode)));
  if (has('text')) say(['text'], w.customsText(text(d.text)));
  if (d.simulated === true) say(['simulated'], w.simulated);
  else done.add('simulated');
  if (has('version')) say(['version'], w.version(text(d.version)));
  if (has('messageId')) say(['messageId'], w.message(text(d.messageId)));
  if (d.late === true) say(['late'], w.late);
  else done.add('late');
  if (has('override')) say(['override'], w.override(text(d.override)));
  if (Array.isArray(d.codeOverrides))
    say(
      ['codeOverrides'],
      (d.codeOverrides as { party?: string; code?: string }[]).map((o) => w.codeOverride(named(PARTS, o.party, lang), text(o.code))).join('；'),
    );
  if (Array.isArray(d.problems)) say(['problems'], w.problems(d.problems.length, text(d.problems[0])));
  if (has('remarkCode')) say(['remarkCode', 'remarks'], w.remark(text(d.remarkCode), text(d.remarks)));
  else if (has('remarks')) say(['remarks'], w.remarkWords(text(d.remarks)));
  else done.add('remarkCode').add('remarks');
  if (has('reason')) say(['reason'], w.reason(text(d.reason)));
  else done.add('reason');
  if (has('status')) say(['status'], w.stateThen(named(STATES, d.status, lang)));
  if (has('stage')) say(['stage'], w.stageThen(named(STAGES, d.stage, lang)));
  if (has('error')) say(['error'], w.error(text(d.error)));
  if (has('visitor')) say(['visitor'], w.visitor(text(d.visitor)));
  if (Array.isArray(d.parts)) say(['parts'], w.parts(d.parts.map((p) => named(PARTS, p, lang)).join(commonWords.listSeparator[lang])));
  if (has('share')) say(['share'], w.share(text(d.share)));
  if (Array.isArray(d.scope)) say(['scope'], w.scope(d.scope.map((s) => named(SCOPES, s, lang)).join(commonWords.listSeparator[lang])));
  if (has('expiresAt')) say(['expiresAt'], w.expiresAt(at(d.expiresAt)));
  if (d.withCode === true) say(['withCode'], w.withCode);
  else done.add('withCode');
  if (has('locked')) say(['locked'], w.lockedUntil(at(d.locked)));
  // what no table knows yet: shown as it is rather than dropped
  for (const [k, v] of Object.entries(d)) if (!done.has(k) && v !== null && v !== undefined && v !== '') out.push(`${k}: ${text(v)}`);
  return out;
}
