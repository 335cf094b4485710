import { sanitizeRichText } from '../../platform/richText';
import type { PriceLine } from '../../../src/contract/edm/calls';
import { advertisingSubject, type Block } from '../../../src/domain/edm/content';

/**
 * One recipient's message from the campaign's blocks (commercial.md §8.1): the rates at their own
 * price with their validity and "subject to space and equipment" (R8.4), the ready-space link, the
 * salesperson's card, and the unsubscribe link with the sender's reply address (R8.3). Links go
 * through the click link (only the campaign's stored links, R8.7). Plain text beside the HTML.
 */
export interface RenderInput {
  subject: string;
  preheader: string;
  blocks: Block[];
  prices: PriceLine[];
  sender: { fromName: string; replyTo: string };
  /** The stored link of a lane (its index is the click's `u`), and the ready-space page's. */
  links: string[];
  clickUrl: (index: number) => string;
  unsubscribeUrl: string;
  openUrl: string;
  levelName: string;
}

/** A rich-text block as plain text: tags dropped, breaks kept as lines. */
const richTextToPlain = (html: string) =>
  sanitizeRichText(html)
    .replace(/<(br|\/p|\/li|\/h\d)[^>]*>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The index of a lane's stored link (`QuickSearch?PolCode=…&PodCode=…`), or -1. */
export const laneLinkIndex = (links: string[], pol: string, pod: string) => links.findIndex((l) => l.includes(`PolCode=${pol}&PodCode=${pod}`));

function ratesHtml(r: RenderInput): string {
  if (!r.prices.length) return '<p>暂无可报运价，请联系我们询价。 / No rate to offer today: ask us for a quote.</p>';
  const rows = r.prices.map((p) => {
    const i = laneLinkIndex(r.links, p.PolCode, p.PodCode);
    const lane = `${esc(p.PolName)} → ${esc(p.PodName)}`;
    return `<tr><td>${i >= 0 ? `<a href="${esc(r.clickUrl(i))}">${lane}</a>` : lane}</td><td>${esc(p.CarrierName)}</td><td>${esc(p.ContainerClass)}</td><td>${esc(p.Currency)} ${esc(p.Sell)}</td><td>${esc(p.ValidTo)}</td></tr>`;
  });
  return `<table><thead><tr><th>航线 Lane</th><th>船公司 Carrier</th><th>箱型 Container</th><th>价格 Price</th><th>有效期至 Valid to</th></tr></thead><tbody>${rows.join('')}</tbody></table>
<p>以上为贵司（${esc(r.levelName)}）运价，以舱位和设备为准。 / Your prices (${esc(r.levelName)}), subject to space and equipment.</p>`;
}

function ratesText(r: RenderInput): string {
  if (!r.prices.length) return '暂无可报运价，请联系我们询价。 / No rate to offer today: ask us for a quote.';
  return [
    ...r.prices.map((p) => `${p.PolName} → ${p.PodName}  ${p.CarrierName}  ${p.ContainerClass}  ${p.Currency} ${p.Sell}  有效期至 valid to ${p.ValidTo}`),
    '以舱位和设备为准 / subject to space and equipment',
  ].join('\n');
}

function blockHtml(b: Block, r: RenderInput): string {
  switch (b.Kind) {
    case 'TEXT':
      return b.Html ? sanitizeRichText(b.Html) : `<p>${esc(b.Text ?? '').replace(/\n/g, '<br>')}</p>`;
    case 'RATES':
      return ratesHtml(r);
    case 'READY_SPACE': {
      const i = r.links.length - 1;
      return `<p><a href="${esc(r.clickUrl(i))}">查看最新现舱 / See ready space</a></p>`;
    }
    case 'SALES_CARD':
      return `<p>${esc(r.sender.fromName)}<br>${esc(r.sender.replyTo)}</p>`;
    case 'UNSUBSCRIBE':
      return `<p>不想再收到此类邮件？<a href="${esc(r.unsubscribeUrl)}">退订</a>；或回复至 ${esc(r.sender.replyTo)}。 / Don't want these e-mails? <a href="${esc(r.unsubscribeUrl)}">Unsubscribe</a>, or reply to ${esc(r.sender.replyTo)}.</p>`;
  }
}

function blockText(b: Block, r: RenderInput): string {
  switch (b.Kind) {
    case 'TEXT':
      return b.Html ? richTextToPlain(b.Html) : (b.Text ?? '');
    case 'RATES':
      return ratesText(r);
    case 'READY_SPACE':
      return `查看最新现舱 / See ready space: ${r.clickUrl(r.links.length - 1)}`;
    case 'SALES_CARD':
      return `${r.sender.fromName}\n${r.sender.replyTo}`;
    case 'UNSUBSCRIBE':
      return `退订 / Unsubscribe: ${r.unsubscribeUrl}\n回复 / Reply: ${r.sender.replyTo}`;
  }
}

export function renderMessage(r: RenderInput): { subject: string; html: string; text: string } {
  const body = r.blocks.map((b) => blockHtml(b, r)).join('\n');
  const pre = r.preheader ? `<p>${esc(r.preheader)}</p>\n` : '';
  return {
    subject: advertisingSubject(r.subject),
    html: `${pre}${body}\n<img src="${esc(r.openUrl)}" alt="" width="1" height="1">`,
    text: [r.preheader, ...r.blocks.map((b) => blockText(b, r))].filter(Boolean).join('\n\n'),
  };
}

/** The links a campaign stores when saved: one search page per lane, then the ready-space page (the click's `u` is the index). */
export const campaignLinks = (publicUrl: string, lanes: { PolCode: string; PodCode: string }[]): string[] => [
  ...lanes.map((l) => `${publicUrl}/QuickSearch?PolCode=${l.PolCode}&PodCode=${l.PodCode}`),
  `${publicUrl}/`,
];
