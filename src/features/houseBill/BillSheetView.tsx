import { HTMLTable } from '@blueprintjs/core';
import { hblPrintWords as W } from '../../contract/houseBill/words';
import type { BillSheet } from '../../domain/houseBill/sheet';
import { useLanguage } from '../../i18n/language';
import './billSheet.css';

/**
 * The bill as it prints (src/domain/houseBill/sheet.ts: the PDF draws the same sheet), on the page:
 * parties, places, marks, goods and containers in their B/L lines, with the copy's mark.
 */
export function BillSheetView({ sheet }: { sheet: BillSheet }) {
  const lang = useLanguage();
  const lines = (ls: readonly string[]) => ls.map((l, i) => <div key={i}>{l || '\u00a0'}</div>);
  return (
    <div className={`bill-sheet bill-sheet-${sheet.Copy.toLowerCase()}`} data-testid="bill-sheet">
      <h3>
        {sheet.Title[lang]} · B/L No. {sheet.No}
      </h3>
      <p className="bill-sheet-mark">
        {sheet.Mark[lang]}
        {sheet.Amended ? ` · ${sheet.Amended[lang]}` : ''}
      </p>
      <div className="bill-sheet-blocks">
        {sheet.Blocks.map((b) => (
          <section key={b.Label.en}>
            <h4>{b.Label[lang]}</h4>
            <pre>{lines(b.Lines)}</pre>
          </section>
        ))}
      </div>
      <HTMLTable compact bordered>
        <tbody>
          {sheet.Cells.map((c) => (
            <tr key={c.Label.en}>
              <th>{c.Label[lang]}</th>
              <td>{c.Value}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <div className="bill-sheet-blocks">
        <section>
          <h4>{W.marks[lang]}</h4>
          <pre>{lines(sheet.Marks)}</pre>
        </section>
        <section>
          <h4>{W.goods[lang]}</h4>
          <pre>{lines(sheet.Goods)}</pre>
        </section>
      </div>
      <section>
        <h4>{W.containers[lang]}</h4>
        <pre>{lines(sheet.Containers)}</pre>
      </section>
    </div>
  );
}
