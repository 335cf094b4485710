import { Button, Callout, H2, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ENDPOINTS } from '../../contract/endpoints';
import { LETTERS_PAGES } from '../../contract/letters/module';
import { useWords } from '../../i18n/words';
import { queryString, saveDownload } from '../../lib/saveFile';
import { type RowFilters, sailingTableQueryOptions } from './api/sailing';
import { RowFilterBar, SailingGrid } from './SailingGrid';
import { toastFailure } from './shared';
import { lettersWords } from './words';

/** /external/workbench/ShippingTableOpen?id= (operations.md §13.4): one published table as a grid, filtered by POL, POD and week, cut-offs shown, exported. */
export default function TableOpenScreen() {
  const w = useWords(lettersWords);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const [filters, setFilters] = useState<RowFilters>({});
  const q = useQuery(sailingTableQueryOptions(id, filters, id > 0));
  const t = q.data;
  return (
    <section className="admin-screen" data-testid="table-open">
      <div>
        <Button variant="minimal" icon="arrow-left" text={w.back} onClick={() => navigate(LETTERS_PAGES.tables)} />
      </div>
      {q.isError ? <Callout intent="danger">{q.error.message}</Callout> : null}
      {t ? (
        <>
          <H2>{t.Title}</H2>
          <p>
            <Tag minimal>{t.Carrier}</Tag>{' '}
            <Tag minimal intent="primary">
              {t.Service}
            </Tag>{' '}
            {t.Line} · {w.period} {t.PeriodFrom} ~ {t.PeriodTo}
          </p>
          <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
            <RowFilterBar onApply={setFilters} />
            <Button
              icon="export"
              text={w.exportSheet}
              onClick={() => void saveDownload(`${ENDPOINTS.sailingExport}${queryString({ Id: t.Id, ...filters })}`).catch(toastFailure)}
            />
          </div>
          <SailingGrid rows={t.Items} />
        </>
      ) : null}
    </section>
  );
}
