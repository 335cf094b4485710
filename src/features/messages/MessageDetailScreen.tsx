import { Button, Callout, Card, H2, Spinner, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatDate } from '../../domain/dates';
import { useIdParam } from '../../lib/useIdParam';
import { useMessage } from './api/messages';
import { useRoute } from '../../ui/routeContext';
import { siHrefHere } from '../../session/siHref';
import { UNREAD_KEY } from './messagePages';
import { useWords } from '../../i18n/words';
import { messagesWords } from './words';

/** /system/messageDetail?id= and /manage/messageDetail?id=: one message; opening it marks it read. */
export default function MessageDetailScreen() {
  const w = useWords(messagesWords);
  const id = useIdParam();
  const navigate = useNavigate();
  const route = useRoute();
  const queries = useQueryClient();
  const message = useMessage(id);
  // reading marked it read: the badge and the lists follow
  useEffect(() => {
    if (message.data) void queries.invalidateQueries({ queryKey: UNREAD_KEY });
  }, [message.data, queries]);
  if (id === undefined) return <Callout intent="warning">{w.openMessageFromList}</Callout>;
  if (message.isPending) return <Spinner />;
  if (message.error)
    return (
      <Callout intent="danger" role="alert">
        {(message.error as Error).message}
      </Callout>
    );
  const m = message.data!;
  return (
    <section className="admin-screen admin-screen--form" data-testid="message-detail">
      <H2>{m.Title}</H2>
      <p>
        <Tag minimal icon="person">
          {m.SenderName}
        </Tag>{' '}
        <Tag minimal>{formatDate(m.SentAt, 'dateTime')}</Tag>
      </p>
      <Card className="message-detail__body">{m.Description || w.noText}</Card>
      {m.SiId ? (
        <p>
          {/* a review decision: the SI it is about, on the reader's side (the correction page for a returned one) */}
          <Link to={siHrefHere(m.SiId)} data-testid="message-si-link">
            {w.openThisSi}
          </Link>
        </p>
      ) : null}
      {m.LinkPath?.startsWith('/') ? (
        <p>
          <Link to={m.LinkPath} data-testid="message-link">
            {w.openLinked}
          </Link>
        </p>
      ) : null}
      <Button icon="arrow-left" text={w.backToMessages} onClick={() => navigate(route.lastPage ?? '/system/message')} />
    </section>
  );
}
