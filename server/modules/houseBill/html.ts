import type { BillSheet } from '../../../src/domain/houseBill/sheet';
import type { Bilingual } from '../../../src/i18n/bilingual';

/** The same sheet as an HTML page (what the bench weighs the PDF against: the same data, another rendering). */
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const both = (w: Bilingual) => esc(`${w.zh} ${w.en}`);

export function renderBillHtml(s: BillSheet): string {
  const lines = (ls: readonly string[]) => ls.map((l) => `<div>${esc(l) || '&nbsp;'}</div>`).join('');
  return `<!doctype html><html lang="zh"><meta charset="utf-8"><title>${esc(s.No)}</title>
<body class="${s.Copy.toLowerCase()}"><h1>${both(s.Title)} <span>B/L No. ${esc(s.No)}</span></h1><p class="mark">${both(s.Mark)}${s.Amended ? ` ${both(s.Amended)}` : ''}</p>
${s.Blocks.map((b) => `<section><h2>${both(b.Label)}</h2>${lines(b.Lines)}</section>`).join('')}
<table>${s.Cells.map((c) => `<tr><th>${both(c.Label)}</th><td>${esc(c.Value)}</td></tr>`).join('')}</table>
<section class="marks">${lines(s.Marks)}</section><section class="goods">${lines(s.Goods)}</section><section class="boxes">${lines(s.Containers)}</section></body></html>`;
}
