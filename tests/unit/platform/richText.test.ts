import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from '../../../server/platform/richText';

const ownMedia = { allowImage: (src: string) => src.startsWith('/api/PortalMedia/File/') };

describe('rich text: the allow-list applied on save', () => {
  it('keeps the tags an editor makes', () => {
    const html =
      '<h2>运价调整</h2><p>自 <strong>12 月 1 日</strong>起 <em>上调</em></p><ul><li>20GP</li></ul><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes script with its text, event handlers, style and iframes', () => {
    const out = sanitizeRichText(
      '<p onclick="steal()">hi<script>alert(1)</script></p><style>p{}</style><iframe src="https://evil.test"></iframe><img src=x onerror=alert(1)>',
    );
    expect(out).toBe('<p>hi</p>');
    expect(out).not.toMatch(/script|onclick|onerror|iframe|style|alert/);
  });

  it('drops javascript: and data: links but keeps the text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="data:text/html,hi">y</a>')).toBe('<a rel="noopener noreferrer">y</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">z</a>')).not.toMatch(/javascript/i);
  });

  it('gives every link rel=noopener noreferrer and a kept target _blank', () => {
    expect(sanitizeRichText('<a href="https://a.test" target="_top" rel="opener">a</a>')).toBe(
      '<a href="https://a.test" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });

  it("keeps only the field's own images", () => {
    expect(sanitizeRichText('<img src="/api/PortalMedia/File/ab12" alt="港口">', ownMedia)).toBe('<img src="/api/PortalMedia/File/ab12" alt="港口" />');
    expect(sanitizeRichText('<p>a<img src="https://tracker.test/p.gif"></p>', ownMedia)).toBe('<p>a</p>');
    expect(sanitizeRichText('<img src="/api/PortalMedia/File/ab12">')).toBe('');
  });

  it('unwraps unknown tags and keeps their text', () => {
    expect(sanitizeRichText('<div><span style="color:red">红</span></div>')).toBe('红');
    expect(sanitizeRichText('<h1>标题</h1>')).toBe('标题');
  });

  it('gives the plain text for summaries', () => {
    expect(richTextToPlain('<p>A &amp; B</p><script>x</script><p>  C&lt;D </p>')).toBe('A & B C<D');
    expect(richTextToPlain('<p><br></p>')).toBe('');
    expect(richTextToPlain('<p>甲</p><p>乙</p>')).toBe('甲 乙');
  });
});
