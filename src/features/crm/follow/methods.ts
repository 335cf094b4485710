import { FOLLOW_METHODS, followMethodWords, isFollowMethod } from '../../../domain/crm/follow';
import { useLanguage } from '../../../i18n/language';
import { useDictName, useDictOptions } from '../useDictName';

/** The ways of following up for a select: the company's FOLLOW_METHOD list, else the five built in. */
export function useMethodOptions(): { value: string; label: string }[] {
  const lang = useLanguage();
  const kept = useDictOptions('FOLLOW_METHOD');
  return kept.length ? kept : FOLLOW_METHODS.map((m) => ({ value: m, label: followMethodWords[m][lang] }));
}

/** A method's name in words (the list's entry, else the built-in word). */
export function useMethodName(): (code: string) => string {
  const lang = useLanguage();
  const dictName = useDictName();
  return (code) => {
    const named = dictName('FOLLOW_METHOD', code);
    return named !== code ? named : isFollowMethod(code) ? followMethodWords[code][lang] : code;
  };
}
