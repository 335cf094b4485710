import { Callout, Tag } from '@blueprintjs/core';
import type { SiProblem, SiRecord } from '../../contract/si';
import { problemText } from '../../domain/si/messages';
import { useLanguage, type Language } from '../../i18n/language';
import { wordsIn } from '../../i18n/words';
import { BOX_WORDS, FIELD_WORDS } from './siFieldNames';
import { siWords } from './words';

/**
 * Where a problem is, in words a person recognises ("TGHU1234567 第2行 HS"); nothing where no word
 * names the place (the message says what is wrong): a JSON path is never shown.
 */
export function problemWhere(path: string, record: SiRecord | undefined, lang: Language): string {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] !== 'Boxes' || parts.length < 2) return FIELD_WORDS[parts[0] ?? '']?.[lang] ?? '';
  const i = Number(parts[1]);
  const box = record?.Boxes[i];
  const w = wordsIn(siWords, lang);
  const name = box?.TBX_CNNO || w.boxNoInText(i + 1);
  if (parts[2] === 'Details' && parts.length >= 4) {
    const k = Number(parts[3]);
    return `${name} ${w.lineNo(k + 1)} ${BOX_WORDS[parts[4] ?? '']?.[lang] ?? ''}`.trim();
  }
  return `${name} ${BOX_WORDS[parts[2] ?? '']?.[lang] ?? ''}`.trim();
}

/** The check's problems, in the person's language, each with where it is. */
export function Problems({ problems, record }: { problems: readonly SiProblem[]; record?: SiRecord }) {
  const lang = useLanguage();
  if (!problems.length) return null;
  return (
    <Callout intent="warning" className="si-problems" data-testid="si-problems">
      <ul>
        {problems.slice(0, 15).map((p, i) => (
          <li key={i} data-path={p.Path} data-severity={p.Severity ?? 'error'}>
            {p.Severity === 'warning' && (
              <Tag minimal intent="warning">
                {siWords.warning[lang]}
              </Tag>
            )}
            <span className="si-problems__where">{problemWhere(p.Path, record, lang)}</span>
            {problemText(p, lang)}
          </li>
        ))}
        {problems.length > 15 && <li>…（{problems.length - 15}）</li>}
      </ul>
    </Callout>
  );
}
