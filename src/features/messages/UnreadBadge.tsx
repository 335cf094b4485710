import { Button, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { unreadCountQueryOptions } from './api/unread';
import { useWorkbenchSide } from '../../session/access';
import { useSession, useSessionState } from '../../session/sessionActor';
import { messagePages } from './messagePages';
import { useSelector } from '@xstate/react';
import { liveActor } from '../../session/liveActor';

/** The connection as one word: live (authenticated), connecting, offline (reconnecting, waiting after too many sockets, or its session ended), off. */
function useLiveState(): 'live' | 'connecting' | 'offline' | 'off' {
  return useSelector(liveActor, (s) =>
    s.matches('closed') || s.matches('throttled') || s.matches('ended') ? 'offline' : s.matches('stopped') ? 'off' : s.context.authed ? 'live' : 'connecting',
  );
}

/** The unread count in the navbar, on every side; a click opens the messages. */
export default function UnreadBadge() {
  const t = useT();
  const navigate = useNavigate();
  const state = useSessionState();
  const { employee } = useSession();
  const side = useWorkbenchSide();
  const live = useLiveState();
  const enabled = state === 'ready' && !!employee;
  const unread = useQuery(unreadCountQueryOptions(employee?.Id, enabled));
  if (!enabled) return null;
  const n = unread.data ?? 0;
  return (
    <Button
      variant="minimal"
      icon="notifications"
      intent={live === 'offline' ? 'warning' : 'none'}
      aria-label={`${t('unreadMessages')}: ${n}`}
      title={live === 'offline' ? t('liveOffline') : t('unreadMessages')}
      onClick={() => navigate(messagePages(side).list)}
      data-testid="unread-badge"
      data-live={live}
    >
      {n > 0 && (
        <Tag round intent="danger" className="unread-badge__count">
          {n > 99 ? '99+' : n}
        </Tag>
      )}
    </Button>
  );
}
