import { Button, ButtonGroup, Callout, H2, HTMLTable, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { toastFailure } from '../../ui/toaster';
import { useRoute } from '../../ui/routeContext';
import { dataSheetQueryOptions, exportDataSheet } from './api/tracking';
import { OrderPick } from './OrderPick';
import { useAddressId, when } from './parts';
import { entryWords } from './words';

/**
 * An order's complete data sheet (§9.4 /entryOrder/logisticsData): booking, packing lists, VGM, SI,
 * manifests with receipts, HBL/MBL, charges, supplements and events — each section's records as
 * labelled values — exported as xlsx (a sheet per section) or JSON.
 */
export function DataSheetScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(entryWords);
  const [id, setId] = useAddressId('ENT_ID');
  const target = { ...(id ? { ENT_ID: id } : {}) };
  const sheet = useQuery(dataSheetQueryOptions(target));
  const [busy, setBusy] = useState(false);
  const download = (format: 'xlsx' | 'json') => {
    setBusy(true);
    void exportDataSheet(target, format)
      .catch(toastFailure)
      .finally(() => setBusy(false));
  };
  const s = sheet.data;
  return (
    <section className="admin-screen" data-testid="ent-data">
      <H2>
        {route.title[lang]} {s ? <span data-testid="ent-data-no">{s.ENT_NO}</span> : null}
      </H2>
      <OrderPick onPick={setId} testId="ent-data-pick" current={s?.ENT_NO} />
      {sheet.error ? <Callout intent="danger">{(sheet.error as Error).message}</Callout> : null}
      {id && sheet.isPending ? <Spinner /> : null}
      {s ? (
        <>
          <div className="entry-toolbar">
            <ButtonGroup>
              <Button icon="export" text={w.exportXlsx} loading={busy} onClick={() => download('xlsx')} data-testid="ent-data-xlsx" />
              <Button icon="code" text={w.exportJson} loading={busy} onClick={() => download('json')} data-testid="ent-data-json" />
            </ButtonGroup>
            <span className="bp6-text-muted">
              {w.generatedAt} {when(s.GeneratedAt)}
            </span>
          </div>
          {s.Sections.map((sec) => (
            <section key={sec.Section} data-section={sec.Section} className="entry-block">
              <h4>{sec.Title[lang]}</h4>
              {sec.Records.length === 0 ? (
                <p className="bp6-text-muted">{w.noRecords}</p>
              ) : (
                sec.Records.map((r, i) => (
                  <HTMLTable key={`${r.Ref}${i}`} compact striped className="entry-sheet">
                    <caption>
                      {w.ref} {r.Ref}
                    </caption>
                    <tbody>
                      {r.Fields.map((f) => (
                        <tr key={f.Key}>
                          <th>{f.Label[lang]}</th>
                          <td>{f.Value}</td>
                        </tr>
                      ))}
                    </tbody>
                  </HTMLTable>
                ))
              )}
            </section>
          ))}
        </>
      ) : null}
    </section>
  );
}
