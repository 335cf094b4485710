import { Button, Classes, Dialog } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { CardView } from '../../../ui/card/CardView';
import { siteCardOptions, siteCardVcf, siteCardViewOptions } from '../api/siteCard';
import { siteCardWords } from '../words';

/** A robots "noindex" while the card shows: an address carrying a card's link is never indexed. */
function Noindex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
  return null;
}

/**
 * `?card=<the card's link>` on the contact page (operations.md §15.2, §16): the employee's card over the page,
 * only when the site says the card is one of its company's (SiteCard `OnSite`); otherwise nothing at all.
 * Closing it drops `card` from the address and leaves the contact page.
 */
export function CardOverlay() {
  const [params, setParams] = useSearchParams();
  const c = params.get('card') ?? '';
  const lang = useLanguage();
  const w = useWords(siteCardWords);
  const onSite = useQuery(siteCardOptions(c));
  const card = useQuery(siteCardViewOptions(c, onSite.data?.OnSite === true));
  if (!c || !card.data) return null;
  const close = () =>
    setParams(
      (p) => {
        p.delete('card');
        return p;
      },
      { replace: true },
    );
  return (
    <Dialog
      isOpen
      onClose={close}
      className="ptl-card-overlay"
      title={w.cardTitle}
      icon="id-number"
      isCloseButtonShown={false}
      canOutsideClickClose
      canEscapeKeyClose
    >
      <Noindex />
      <div className={Classes.DIALOG_BODY}>
        <CardView card={card.data} lang={lang} vcf={siteCardVcf(c)} />
      </div>
      <div className="ptl-card-overlay__foot">
        <Button icon="cross" text={w.closeCard} onClick={close} />
      </div>
    </Dialog>
  );
}
