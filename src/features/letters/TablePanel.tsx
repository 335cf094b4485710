import { Button, ButtonGroup, Callout, Dialog, DialogBody, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ENDPOINTS } from '../../contract/endpoints';
import type { SailingTableWire } from '../../contract/letters/calls';
import { LETTERS_ACCESS as A } from '../../contract/letters/module';
import { audienceWords, DOC_STATUS, docStatusWords } from '../../domain/letters/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { queryString, saveDownload } from '../../lib/saveFile';
import { Gate } from '../../session/Gate';
import { type RowFilters, sailingTableQueryOptions } from './api/sailing';
import { RowEditor } from './RowEditor';
import { RowFilterBar, SailingGrid } from './SailingGrid';
import { HistoryTable, toastFailure } from './shared';
import { TableImport } from './TableImport';
import { lettersWords } from './words';

/** The desk's view of one sailing table: its rows (filtered, exported), the import, the grid editor, the history; and its moves. */
export function TablePanel(props: {
  id: number;
  onClose(): void;
  onEdit(t: SailingTableWire): void;
  onPublish(t: SailingTableWire): void;
  onWithdraw(t: SailingTableWire): void;
}) {
  const w = useWords(lettersWords);
  const lang = useLanguage();
  const [filters, setFilters] = useState<RowFilters>({});
  const [tab, setTab] = useState('rows');
  const q = useQuery(sailingTableQueryOptions(props.id, filters));
  const all = useQuery(sailingTableQueryOptions(props.id));
  const t = q.data;
  // a withdrawn table is edited too (saved, it is a draft of its next version); only the import waits for that draft
  const importable = t && t.Status !== DOC_STATUS.WITHDRAWN;
  return (
    <Dialog isOpen onClose={props.onClose} title={t?.Title ?? w.loading} style={{ width: 'min(1280px, 98vw)' }}>
      <DialogBody>
        {q.isError ? <Callout intent="danger">{q.error.message}</Callout> : null}
        {t ? (
          <>
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginBottom: 8 }}>
              <Tag intent={t.Status === 1 ? 'success' : t.Status === 2 ? 'danger' : 'none'}>{docStatusWords[t.Status][lang]}</Tag>
              {t.PublishedVersion ? <Tag minimal>{w.versionN(t.PublishedVersion)}</Tag> : null}
              <span>
                {t.Carrier} · {t.Service} · {t.PeriodFrom} ~ {t.PeriodTo} · {audienceWords[t.Audience][lang]}
                {t.SourceFile ? ` · ${w.sourceFile}：${t.SourceFile}` : ''}
              </span>
              <ButtonGroup style={{ marginLeft: 'auto' }}>
                <Gate access={A.tableEdit}>
                  <Button icon="edit" text={w.edit} onClick={() => props.onEdit(t)} />
                </Gate>
                {t.Status === DOC_STATUS.DRAFT ? (
                  <Gate access={A.tablePublish}>
                    <Button intent="primary" icon="send-message" text={w.publish} onClick={() => props.onPublish(t)} />
                  </Gate>
                ) : null}
                {t.Status === DOC_STATUS.PUBLISHED ? (
                  <Gate access={A.tableWithdraw}>
                    <Button intent="danger" icon="undo" text={w.withdraw} onClick={() => props.onWithdraw(t)} />
                  </Gate>
                ) : null}
                <Button
                  icon="export"
                  text={w.exportSheet}
                  onClick={() => void saveDownload(`${ENDPOINTS.sailingExport}${queryString({ Id: t.Id, ...filters })}`).catch(toastFailure)}
                />
              </ButtonGroup>
            </div>
            {t.WithdrawReason ? <Callout intent="danger">{w.withdrawnBy(t.WithdrawReason)}</Callout> : null}
            {importable ? <TableImport table={t} /> : null}
            <Tabs id="table-tabs" selectedTabId={tab} onChange={(x) => setTab(String(x))}>
              <Tab
                id="rows"
                title={`${w.rows} (${t.Rows})`}
                panel={
                  <>
                    <RowFilterBar onApply={setFilters} />
                    <SailingGrid rows={t.Items} />
                  </>
                }
              />
              {all.data ? <Tab id="edit" title={w.edit} panel={<RowEditor key={all.data.Version} table={all.data} onDone={() => setTab('rows')} />} /> : null}
              <Tab id="history" title={w.history} panel={<HistoryTable of="table" id={t.Id} />} />
            </Tabs>
          </>
        ) : null}
      </DialogBody>
    </Dialog>
  );
}
