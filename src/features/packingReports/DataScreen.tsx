import { Button, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { packingReportListCalls } from '../../contract/packingReports/calls';
import type { PackingLineRow } from '../../contract/packingReports/calls';
import { PACKING_REPORT_ACCESS as A, PACKING_REPORT_PAGES as P } from '../../contract/packingReports/module';
import { formatDate } from '../../domain/dates';
import { pklStatusWords } from '../../domain/packing/words';
import { PKL_STATUSES, type PklStatus } from '../../domain/packing/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { useRoute } from '../../ui/routeContext';
import { reportLinks } from './links';
import { packingReportWords, packingReportWords as W } from './words';

/**
 * TrachManData (operations.md §3.4): every packing-list line the person may see — customers their
 * company's, truckers those assigned to their company, staff all — with filters and the Excel
 * export (button `export`). The "universal" pages: on the workbench the universal packing lists,
 * on the staff side "my packing lists" (the ones the person created).
 */
export default function DataScreen() {
  const lang = useLanguage();
  const route = useRoute();
  const navigate = useNavigate();
  const w = useWords(packingReportWords);
  const links = reportLinks(route.path);
  const fixed: Record<string, string> = route.path === P.workbenchMine ? { Universal: '1' } : route.path === P.mine ? { Mine: '1' } : {};
  return (
    <section className="admin-screen">
      <H2>{route.title[lang]}</H2>
      <DataTable<PackingLineRow>
        list={packingReportListCalls.lines}
        label={route.title[lang]}
        fixed={fixed}
        exportAccess={A.packingDataExport}
        onOpen={(r) => navigate(links.preview(r.PackingListId))}
        actionsWidth={200}
        actions={(r) => (
          <>
            <Button
              size="small"
              variant="minimal"
              text={w.preview}
              aria-label={`${w.preview} ${r.PKL_NO}`}
              onClick={() => navigate(links.preview(r.PackingListId))}
            />
            <Button
              size="small"
              variant="minimal"
              text={w.log}
              aria-label={`${w.log} ${r.PKL_NO}`}
              onClick={() => navigate(links.log({ Id: r.PackingListId }))}
            />
            {r.CGO_ID && (
              <Button
                size="small"
                variant="minimal"
                text={w.reconciliation}
                aria-label={`${w.reconciliation} ${r.CGO_ID}`}
                onClick={() => navigate(links.split(r.CGO_ID))}
              />
            )}
          </>
        )}
        columns={[
          { key: 'PKL_NO', title: W.packingList, width: 130, sortable: true, filter: 'text' },
          {
            key: 'PKL_STATUS',
            title: W.status,
            width: 100,
            filter: PKL_STATUSES.map((s) => ({ value: String(s), label: pklStatusWords[s] })),
            text: (r, l) => pklStatusWords[r.PKL_STATUS as PklStatus]?.[l] ?? String(r.PKL_STATUS),
          },
          { key: 'CGO_ID', title: W.cgoId, width: 150, sortable: true, filter: 'text' },
          { key: 'PKL_BOOKING_NO', title: W.bookingNo, width: 140, sortable: true, filter: 'text' },
          { key: 'CompanyName', title: W.customer, width: 170, sortable: true },
          { key: 'PKL_VESSEL', title: W.vessel, width: 150, sortable: true, filter: 'text' },
          { key: 'PKL_VOYAGE', title: W.voyage, width: 80, sortable: true, filter: 'text' },
          { key: 'PKL_CNTR_TYPE', title: W.type, width: 70 },
          { key: 'PKL_CNNO', title: W.container, width: 120, sortable: true, filter: 'text' },
          { key: 'PKL_SEALNO', title: W.seal, width: 100 },
          { key: 'PKD_SEQ', title: W.seq, width: 50 },
          { key: 'PKD_GOODS', title: W.goods, width: 220, filter: 'text', text: (r) => [r.PKD_CNGOODS, r.PKD_GOODS].filter(Boolean).join(' / ') },
          { key: 'PKD_HSCODE', title: W.hs, width: 90 },
          { key: 'PKD_NUM', title: W.packages, width: 90, text: (r) => `${r.PKD_NUM} ${r.PKD_PACKAGE}` },
          { key: 'PKD_WEIGHT', title: W.gross, width: 100 },
          { key: 'PKD_VOLUME', title: W.volume, width: 90 },
          { key: 'CreatedAt', title: W.createdAt, width: 140, sortable: true, text: (r) => formatDate(r.CreatedAt, 'dateTime') },
        ]}
      />
    </section>
  );
}
