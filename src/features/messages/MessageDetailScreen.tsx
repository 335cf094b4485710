import { Button, Callout, Card, H2, Spinner, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ENDPOINTS } from '../../contract/endpoints';
import type { MessageWire } from '../../contract/admin';
import { formatDate } from '../../domain/dates';
import { useTr } from '../../i18n/useTr';
import { useIdParam } from '../../lib/useIdParam';
import { apiData } from '../../streams/http';
import { useRoute } from '../../ui/routeContext';
import { siHrefHere } from '../../session/siHref';
import { MESSAGES_KEY, UNREAD_KEY } from './messagePages';

/** /system/messageDetail?id= and /manage/messageDetail?id=: one message; opening it marks it read. */
export default function MessageDetailScreen() {
  const tr = useTr();
  const id = useIdParam();
  const navigate = useNavigate();
  const route = useRoute();
  const queries = useQueryClient();
  const message = useQuery({ queryKey: [...MESSAGES_KEY, 'detail', id], queryFn: () => apiData<MessageWire>('GET', `${ENDPOINTS.messageDetail}?id=${id}`), enabled: id !== undefined });
  // reading marked it read: the badge and the lists follow
  useEffect(() => {
    if (message.data) void queries.invalidateQueries({ queryKey: UNREAD_KEY });
  }, [message.data, queries]);
  if (id === undefined) return <Callout intent="warning">{tr('请从消息列表打开一条消息。', 'Open a message from the list.')}</Callout>;
  if (message.isPending) return <Spinner />;
  if (message.error) return <Callout intent="danger" role="alert">{(message.error as Error).message}</Callout>;
  const m = message.data!;
  return (
    <section className="admin-screen admin-screen--form" data-testid="message-detail">
      <H2>{m.Title}</H2>
      <p>
        <Tag minimal icon="person">{m.SenderName}</Tag> <Tag minimal>{formatDate(m.SentAt, 'dateTime')}</Tag>
      </p>
      <Card className="message-detail__body">{m.Description || tr('（无正文）', '(no text)')}</Card>
      {m.SiId ? (
        <p>
          {/* a review decision: the SI it is about, on the reader's side (the correction page for a returned one) */}
          <Link to={siHrefHere(m.SiId)} data-testid="message-si-link">{tr('打开此SI', 'Open this SI')}</Link>
        </p>
      ) : null}
      <Button icon="arrow-left" text={tr('返回消息列表', 'Back to the messages')} onClick={() => navigate(route.lastPage ?? '/system/message')} />
    </section>
  );
}
