import { ENDPOINTS } from '../../contract/endpoints';
import { readAgain } from '../../lib/queryClient';
import { listKey } from '../../lib/listKey';
import { peekMessage } from './api/unread';
import { logEvent } from '../../streams/eventLog';
import { go } from '../../ui/navigation';
import { translate } from '../../i18n/useT';
import { language } from '../../i18n/language';
import type { LiveHandlers, MessageFrame } from '../../ui/clientModule';
import { currentWorkbenchSide } from '../../session/access';
import { siHrefHere } from '../../session/siHref';
import { arrivalLook } from './arrivalLook';
import { messagePages, MESSAGES_KEY, UNREAD_KEY } from './messagePages';

/** A toast's link: a plain click navigates in the app, a modified one (new tab, new window) is the browser's. */
const linkTo = (href: string, text: string) => ({
  text,
  href,
  onClick: (e: { preventDefault(): void; ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean; button?: number }) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || (e.button ?? 0) !== 0) return;
    e.preventDefault();
    go(href);
  },
});

/** A message arrived: refresh the count and the lists, fetch its detail (without marking it read), toast it. */
async function announce(frame: MessageFrame) {
  logEvent({ type: 'v1.MessageArrived', id: frame.Id, kind: frame.type });
  await Promise.all([readAgain(MESSAGES_KEY), readAgain(listKey(ENDPOINTS.messageList))]);
  const detail = await peekMessage(frame.Id).catch(() => undefined);
  const lang = language.get();
  const pages = messagePages(currentWorkbenchSide());
  // a review decision links to its SI (the correction page when returned); other messages to themselves
  const si = frame.type === 'message' ? frame.Si : undefined;
  // the toaster loads on the first message, not with the first page
  const { showToast } = await import('../../ui/toaster');
  void showToast({
    ...arrivalLook(frame),
    timeout: 8000,
    message: `${detail?.Title ?? frame.Title}${detail?.Description ? ` — ${detail.Description.slice(0, 80)}` : ''}`,
    action: si ? linkTo(siHrefHere(si.Id), translate('openSi', lang)) : linkTo(pages.detail(frame.Id), translate('openMessage', lang)),
  });
}

/** The messages' part of the live connection: toast what arrives, catch up after a reconnect. */
export const messageLive: LiveHandlers = {
  onMessage: (frame) => void announce(frame),
  onReconnect: () => {
    void readAgain(UNREAD_KEY);
    void readAgain(listKey(ENDPOINTS.messageList));
  },
};
