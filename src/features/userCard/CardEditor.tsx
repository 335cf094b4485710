import { Button, Callout, H2, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Card } from '../../contract/userCard/calls';
import { cardProblems } from '../../domain/userCard/card';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { ApiError } from '../../streams/callApi';
import { showToast, toastFailure } from '../../ui/toaster';
import { cardQueryOptions, useOwnPicture, useSaveCard } from './api/card';
import { CardForm } from './CardForm';
import { CardPictures } from './CardPictures';
import { CardShare } from './CardShare';
import { CardStats } from './CardStats';
import { CardView } from '../../ui/card/CardView';
import { type CardDraft, draftOf, previewOf } from './preview';
import { userCardWords } from './words';

/** The editor of one loaded card: its draft, the problems as typed and as the server said them, the preview. */
function Editor({ card: loaded }: { card: Card }) {
  const w = useWords(userCardWords);
  // the pictures' addresses answer with the session only: read, then shown from data: URLs made here
  const avatar = useOwnPicture(loaded.Avatar);
  const wechatQr = useOwnPicture(loaded.WechatQr);
  const card = { ...loaded, Avatar: avatar, WechatQr: wechatQr };
  const lang = useLanguage();
  const save = useSaveCard();
  const [draft, setDraft] = useState<CardDraft>(() => draftOf(card));
  const [dirty, setDirty] = useState(false);
  const [refused, setRefused] = useState<ReadonlyMap<string, string>>(new Map());
  const change = (patch: Partial<CardDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDirty(true);
    setRefused(new Map());
  };
  const problems = useMemo(() => {
    const said = new Map(refused);
    for (const p of cardProblems(draft)) if (!said.has(p.Path)) said.set(p.Path, p.Words[lang]);
    return said;
  }, [draft, refused, lang]);
  const submit = () =>
    save.mutate(
      { ...draft, VERSION: card.VERSION },
      {
        onSuccess: () => {
          setDirty(false);
          void showToast({ intent: 'success', message: w.savedCard });
        },
        onError: (e) => {
          if (e instanceof ApiError && e.errors?.length) setRefused(new Map(e.errors.map((x) => [x.Path, x.Message])));
          toastFailure(e);
        },
      },
    );
  return (
    <div className="user-card-editor">
      <div className="user-card-editor-main">
        <div className="user-card-editor-head">
          <H2>{w.editTitle}</H2>
          {dirty ? (
            <Tag intent="warning" minimal>
              {w.unsaved}
            </Tag>
          ) : null}
        </div>
        <Callout intent={card.VERSION ? 'none' : 'primary'} compact>
          {card.VERSION ? w.editHint : w.notSavedYet}
        </Callout>
        <CardForm draft={draft} change={change} problems={problems} offices={card.Offices} />
        <Button intent="primary" icon="floppy-disk" large text={w.saveCard} loading={save.isPending} onClick={submit} />
        <CardPictures card={card} />
      </div>
      <aside className="user-card-editor-side">
        <h3>{w.previewTitle}</h3>
        <div className="user-card-preview" data-testid="card-preview">
          <CardView card={previewOf(draft, card)} lang={lang} />
        </div>
        <CardShare card={card} />
        <CardStats />
      </aside>
    </div>
  );
}

/** The signed-in person's own card: loaded (prefilled when new), edited beside its preview. */
export function CardEditor() {
  const w = useWords(userCardWords);
  const card = useQuery(cardQueryOptions());
  if (card.isPending) return <Spinner className="page-spinner" />;
  if (card.isError)
    return (
      <NonIdealState
        icon="error"
        title={w.loadFailed}
        description={card.error.message}
        action={<Button text={w.retry} onClick={() => void card.refetch()} />}
      />
    );
  // a new draft when the card's version changes (saved here, or elsewhere and reloaded)
  return <Editor key={card.data.VERSION} card={card.data} />;
}
