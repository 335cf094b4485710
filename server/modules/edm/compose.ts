import { EDM_PATHS } from '../../../src/contract/edm/module';
import type { CampaignRecord } from './campaignRepository';
import type { Priced } from './pricing';
import { renderMessage } from './render';
import type { SenderRecord } from './setupRepository';
import { signToken } from './tokens';

/**
 * One campaign message for one send: its links signed for that send (open, click, unsubscribe, R8.7).
 * Without a send (a preview, a test), the links are the stored ones and the unsubscribe link is inert.
 */
export function composeMessage(
  c: Pick<CampaignRecord, 'subject' | 'preheader' | 'blocks' | 'links'>,
  sender: SenderRecord | undefined,
  priced: Priced,
  send: { id: string; key: string; publicUrl: string } | null,
): { subject: string; html: string; text: string; unsubscribeUrl?: string; openUrl?: string } {
  const api = (path: string, purpose: 'open' | 'click' | 'unsub', extra = '') =>
    send ? `${send.publicUrl}${path}?t=${signToken(send.key, send.id, purpose)}${extra}` : '';
  const unsubscribeUrl = send ? api(EDM_PATHS.edmPublicUnsubscribe, 'unsub') : '#unsubscribe';
  const openUrl = send ? api(EDM_PATHS.edmPublicOpen, 'open') : '';
  const m = renderMessage({
    subject: c.subject,
    preheader: c.preheader,
    blocks: c.blocks,
    prices: priced.lines,
    levelName: priced.levelName,
    sender: { fromName: sender?.from_name ?? '', replyTo: sender?.reply_to ?? '' },
    links: c.links,
    clickUrl: (i) => (send ? api(EDM_PATHS.edmPublicClick, 'click', `&u=${i}`) : (c.links[i] ?? '#')),
    unsubscribeUrl,
    openUrl,
  });
  return send ? { ...m, unsubscribeUrl, openUrl } : m;
}
