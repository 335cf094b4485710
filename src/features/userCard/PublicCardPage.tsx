import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toggleLanguage, useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { ApiError } from '../../streams/callApi';
import { publicCardQueryOptions, vcfHref } from './api/card';
import { CardView } from '../../ui/card/CardView';
import { QuoteForm } from './QuoteForm';
import { userCardLanguageWords, userCardWords } from './words';

/** A robots "noindex" while the page is open: an address carrying a card's token is never indexed. */
function useNoindex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/**
 * What a visitor who scanned the card's link sees (/UserCard/Index?c=<token>), no sign-in: the public
 * fields only, phone and e-mail as tel:/mailto: links, "save to contacts" as the .vcf, "ask for a quote". It covers the
 * page's staff frame (a visitor has no use for its menus), with its own language switch.
 */
export function PublicCardPage({ token }: { token: string }) {
  useNoindex();
  const lang = useLanguage();
  const w = useWords(userCardWords);
  const l = useWords(userCardLanguageWords);
  const card = useQuery(publicCardQueryOptions(token));
  let body: React.ReactNode;
  if (card.isPending) body = <Spinner aria-label={w.cardLoading} />;
  else if (card.isError) {
    const status = card.error instanceof ApiError ? card.error.status : 0;
    const words = status === 404 || status === 400 ? w.cardGone : status === 429 ? w.tooMany : w.loadFailed;
    body = <NonIdealState icon="id-number" title={words} />;
  } else
    body = (
      <CardView card={card.data} lang={lang} vcf={vcfHref(token)}>
        <QuoteForm token={token} />
      </CardView>
    );
  return (
    <div className="user-card-public">
      <div className="user-card-public-bar">
        <span>{w.poweredBy}</span>
        <Button variant="minimal" small icon="translate" text={l.languageSwitch} onClick={toggleLanguage} />
      </div>
      <main className="user-card-public-main">{body}</main>
    </div>
  );
}
