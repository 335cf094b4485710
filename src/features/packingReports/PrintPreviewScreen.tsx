import { useState } from 'react';
import { Button, Callout, H2, Spinner } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import { PACKING_REPORT_ACCESS as A } from '../../contract/packingReports/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { saveDownload } from '../../lib/saveFile';
import { useCan } from '../../session/access';
import { showToast } from '../../ui/toaster';
import { useRoute } from '../../ui/routeContext';
import { printPath, usePrintSheet } from './api/reports';
import { PrintSheetPage } from './PrintSheetPage';
import { packingReportWords } from './words';

/**
 * TrachPreview / PackingPreview (operations.md §3.4): one packing list (`?Id=` in the address) as it
 * prints — the sheet the server's PDF is drawn from, as an A4 page — and the PDF to download (button
 * `print`).
 */
export default function PrintPreviewScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('Id') ?? params.get('id'));
  const lang = useLanguage();
  const route = useRoute();
  const w = useWords(packingReportWords);
  const sheet = usePrintSheet(Number.isInteger(id) ? id : 0);
  const canPrint = useCan(A.packingPrint);
  const [busy, setBusy] = useState(false);

  if (!id) return <Callout intent="warning">{w.noPackingListId}</Callout>;
  if (sheet.isPending) return <Spinner />;
  if (sheet.isError || !sheet.data) return <Callout intent="danger">{(sheet.error as Error | null)?.message}</Callout>;
  const download = async () => {
    setBusy(true);
    try {
      const file = await saveDownload(printPath(id));
      void showToast({ intent: 'success', icon: 'download', message: w.downloaded(file) });
    } catch (err) {
      void showToast({ intent: 'danger', icon: 'error', message: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="admin-screen">
      <div className="pkl-preview__bar">
        <H2>{sheet.data.PKL_NO ? w.previewOf(sheet.data.PKL_NO) : route.title[lang]}</H2>
        {canPrint && <Button intent="primary" icon="download" loading={busy} text={w.downloadPdf} onClick={() => void download()} />}
      </div>
      <PrintSheetPage sheet={sheet.data} />
    </section>
  );
}
