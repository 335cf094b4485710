import { describe, expect, it } from 'vitest';
import { withHead } from '../../../server/http/documentHead';

const BUILT = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta name="description" content="环球货代平台 · Global Freight Platform" />
    <title>环球货代平台</title>
  </head>
</html>`;

describe('a company site’s head written into the built document', () => {
  it('replaces the title and description and adds the keywords, escaped', () => {
    const html = withHead(BUILT, { title: 'A & B <Co>', description: 'say "hi"', keywords: '货代,订舱' });
    expect(html).toContain('<title>A &amp; B &lt;Co&gt;</title>');
    expect(html).toContain('<meta name="description" content="say &quot;hi&quot;" />');
    expect(html).toContain('<meta name="keywords" content="货代,订舱" />');
    expect(html).not.toContain('环球货代平台');
  });
  it('keeps a built word the site leaves empty', () => {
    const html = withHead(BUILT, { title: '上海远达', description: '', keywords: '' });
    expect(html).toContain('<title>上海远达</title>');
    expect(html).toContain('content="环球货代平台 · Global Freight Platform"');
    expect(html).not.toContain('keywords');
  });
});
