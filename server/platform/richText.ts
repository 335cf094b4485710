import sanitizeHtml from 'sanitize-html';

/*
 * Rich text that people write on one screen and others read on another (portal news and company
 * introductions, carrier letters, job posts): the server keeps only an allow-list of tags and
 * attributes before it stores anything (operations.md §14.4). Script, style, event handlers,
 * iframes and any tag or attribute not listed are removed on save, so what is stored can be shown
 * as HTML on a public page. The browser's editor produces only these tags; removal is for what
 * arrives by other means (a pasted document, a hand-made request).
 */

/** Tags a rich-text field keeps; everything else is removed (its text stays, unless it is script or style). */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'strong',
  'em',
  'u',
  's',
  'blockquote',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** Link schemes kept in `href`; `javascript:`, `data:` and the rest are dropped with the attribute. */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

export interface RichTextPolicy {
  /**
   * Whether an image source may stay (a field's own media only, e.g. the portal's media files);
   * an image that fails it is removed. Without a policy no image is kept.
   */
  allowImage?: (src: string) => boolean;
}

/** The stored form of a rich-text field: the allow-list applied, links made safe to open. */
export function sanitizeRichText(html: string, policy: RichTextPolicy = {}): string {
  const allowImage = policy.allowImage ?? (() => false);
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: LINK_SCHEMES,
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    // script and style lose their text too; other removed tags keep theirs
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
    exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src && allowImage(frame.attribs.src)),
    transformTags: {
      // every link opens without handing the page to the target (tabnabbing) and without a referrer
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, rel: 'noopener noreferrer', ...(attribs.target ? { target: '_blank' } : {}) },
      }),
    },
  }).trim();
}

/** The text of a rich-text field, for summaries, search and "is it empty" checks. */
export function richTextToPlain(html: string): string {
  // a block's end is a word break: "<p>A</p><p>B</p>" reads "A B", not "AB"
  const spaced = html.replace(/<\/(p|h[1-6]|li|td|th|blockquote|div)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'] })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
