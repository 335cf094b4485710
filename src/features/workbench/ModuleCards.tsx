import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, H4, Spinner, Tag } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import type { StartCard, StartCardItem } from '../../contract/startPage/calls';
import { spanTo } from '../../domain/countdown';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { findRoute } from '../../routes';
import { mayOpen } from '../../session/access';
import { startCardViewsQueryOptions, startCardsQueryOptions } from './api/startPage';
import type { StartCardView } from '../../ui/startCards';
import { workbenchWords } from './words';

/** Redraws every second while a listed record counts down (a hold, an SLA). */
function useSecondTick(on: boolean) {
  const [, tick] = useState(0);
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [on]);
}

function Due({ item, view }: { item: StartCardItem; view: StartCardView }) {
  const lang = useLanguage();
  const w = useWords(workbenchWords);
  if (!item.DueAt || !view.due) return null;
  const span = spanTo(item.DueAt);
  const length = span.days > 0 ? w.daysAndClock(span.days, span.clock) : span.clock;
  return (
    <span className={span.past ? 'start-card__due start-card__due--past' : 'start-card__due'} data-testid="start-card-due">
      {span.past ? view.due.past[lang] : view.due.left[lang]} {length}
    </span>
  );
}

function ModuleCard({ card, view }: { card: StartCard; view: StartCardView }) {
  const lang = useLanguage();
  const navigate = useNavigate();
  const may = (path: string) => {
    const route = findRoute(path);
    return !!route && mayOpen(route);
  };
  return (
    <Card className="start-card" data-testid={`start-card-${card.Id}`}>
      <H4>{view.title[lang]}</H4>
      <p className="start-card__count">
        <strong data-testid={`start-card-${card.Id}-count`}>{card.Count}</strong> {view.unit[lang]}
      </p>
      {card.Items.length > 0 && (
        <ul className="start-card__items">
          {card.Items.map((item) => (
            <li key={item.Id}>
              {view.itemHref ? <Link to={view.itemHref(item)}>{item.No}</Link> : <span>{item.No}</span>} <span className="start-card__text">{item.Text}</span>{' '}
              {item.Status && view.statusWords?.[item.Status] && <Tag minimal>{view.statusWords[item.Status]![lang]}</Tag>} <Due item={item} view={view} />
              {view.itemAction && item.Ref && may(view.itemAction.path) && (
                <Button
                  size="small"
                  variant="minimal"
                  intent="primary"
                  icon="document"
                  text={view.itemAction.label[lang]}
                  onClick={() => navigate(view.itemAction!.href(item))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {may(view.href) && <Link to={view.href}>{view.action[lang]}</Link>}
    </Card>
  );
}

/**
 * The cards every module declares for the start page (each module's `startCards`): the server
 * answers the ones this person may see, counted for their company; each is drawn as its module
 * declared it. Records with a time running out count down.
 */
export function ModuleCards() {
  const w = useWords(workbenchWords);
  const cards = useQuery(startCardsQueryOptions());
  const views = useQuery(startCardViewsQueryOptions());
  const shown = cards.data && views.data ? cards.data.Cards.flatMap((c) => (views.data.has(c.Id) ? [{ card: c, view: views.data.get(c.Id)! }] : [])) : [];
  useSecondTick(shown.some(({ card, view }) => !!view.due && card.Items.some((i) => i.DueAt)));
  if (cards.isError || views.isError) return <p className="start-card__empty">{w.cardsCouldNot}</p>;
  if (cards.isPending || views.isPending) return <Spinner size={16} />;
  if (shown.length === 0) return null;
  return (
    <div className="start-page__queues" data-testid="start-module-cards">
      {shown.map(({ card, view }) => (
        <ModuleCard key={card.Id} card={card} view={view} />
      ))}
    </div>
  );
}
