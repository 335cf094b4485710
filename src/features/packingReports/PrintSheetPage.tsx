import { useEffect, useState } from 'react';
import type { PrintSheet } from '../../contract/packingReports/calls';
import { printWords } from '../../contract/packingReports/words';
import type { Bilingual } from '../../i18n/bilingual';
import './packingReports.css';

const both = (w: Bilingual) => `${w.zh} ${w.en}`;

/** The PKL_NO as the same Code 128 barcode the PDF prints (bwip-js, loaded with this page only). */
function Barcode({ text }: { text: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    let live = true;
    void import('bwip-js/browser').then((bwip) => {
      if (live) setSvg(bwip.toSVG({ bcid: 'code128', text, scale: 2, height: 12 }));
    });
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <div className="pkl-sheet__barcode">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is drawn by the barcode library from the PKL_NO alone */}
      <div data-testid="pkl-barcode" dangerouslySetInnerHTML={{ __html: svg }} />
      <div className="pkl-sheet__barcode-text">{text}</div>
    </div>
  );
}

function Grid({ cells, cols }: { cells: PrintSheet['Voyage']; cols: number }) {
  return (
    <div className="pkl-sheet__grid" style={{ gridTemplateColumns: `repeat(${cols}, 1fr)` }}>
      {cells.map((c) => (
        <div key={c.Label.en} className="pkl-sheet__cell">
          <span className="pkl-sheet__label">{both(c.Label)}</span>
          <span className="pkl-sheet__value">{c.Value || '\u00a0'}</span>
        </div>
      ))}
    </div>
  );
}

/**
 * The print sheet as an A4 page (src/domain/packingReports/printSheet.ts): the same sheet the server draws
 * as the PDF, laid out the same way, so what the preview shows is what prints.
 */
export function PrintSheetPage({ sheet }: { sheet: PrintSheet }) {
  return (
    <article className="pkl-sheet" aria-label={both(sheet.Title)}>
      <header className="pkl-sheet__head">
        <div>
          <h1 className="pkl-sheet__title">{sheet.Title.zh}</h1>
          <div className="pkl-sheet__subtitle">{sheet.Title.en}</div>
          <div className="pkl-sheet__company">{sheet.CompanyName}</div>
        </div>
        {sheet.PKL_NO && <Barcode text={sheet.PKL_NO} />}
      </header>
      <Grid cells={sheet.Voyage} cols={2} />
      {sheet.CutOffs.length > 0 && (
        <>
          <div className="pkl-sheet__clock">{both(sheet.Clock)}</div>
          <Grid cells={sheet.CutOffs} cols={3} />
        </>
      )}
      <Grid cells={sheet.Container} cols={3} />
      <table className="pkl-sheet__lines">
        <thead>
          <tr>
            {sheet.Columns.map((c) => (
              <th key={c.en}>
                {c.zh}
                <br />
                {c.en}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.Lines.map((line) => (
            <tr key={line[0]}>
              {line.map((cell, i) => (
                <td key={i} className={i >= 4 ? 'pkl-sheet__num' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4}>{both(printWords.totals)}</td>
            {sheet.Totals.map((t, i) => (
              <td key={i} className="pkl-sheet__num">
                {t}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
      <div className="pkl-sheet__signs">
        {sheet.Signatures.map((s) => (
          <div key={s.en} className="pkl-sheet__sign">
            <div>{s.zh}</div>
            <div className="pkl-sheet__label">{s.en}</div>
          </div>
        ))}
      </div>
      <footer className="pkl-sheet__printed">{both(sheet.PrintedAt)}</footer>
    </article>
  );
}
