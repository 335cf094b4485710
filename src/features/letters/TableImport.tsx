import { Button } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ENDPOINTS } from '../../contract/endpoints';
import type { SailingTableWire } from '../../contract/letters/calls';
import { LETTERS_ACCESS as A } from '../../contract/letters/module';
import { DOC_STATUS } from '../../domain/letters/status';
import { useWords } from '../../i18n/words';
import { ImportReport } from '../../lib/DataTableParts';
import { FilePick } from '../../lib/FilePick';
import { saveDownload } from '../../lib/saveFile';
import { SHEET_ACCEPT } from '../../lib/sheetFile';
import { Gate } from '../../session/Gate';
import { RowReport } from '../../ui/RowReport';
import { showToast } from '../../ui/toaster';
import { checkSailingSheet, importSailingSheet, sailingTableQueryOptions, tableChanged, usePublishTable } from './api/sailing';
import { sailingImportMachine } from './machines/sailingImportMachine';
import { toastFailure } from './shared';
import { lettersWords } from './words';

/** A table's Excel import: the template, the preview's row report, the confirmation, the outcome, and publishing a draft right after. */
export function TableImport({ table }: { table: SailingTableWire }) {
  const w = useWords(lettersWords);
  const client = useQueryClient();
  const publish = usePublishTable().mutateAsync;
  const refresh = () => {
    for (const key of tableChanged({ Id: table.Id })) void client.invalidateQueries({ queryKey: key });
  };
  const flow = useActorRef(
    sailingImportMachine.provide({
      actors: {
        check: fromPromise(({ input }) => checkSailingSheet(table.Id, input)),
        import: fromPromise(({ input }) => importSailingSheet(table.Id, input.file, input.token)),
        publish: fromPromise<unknown, void>(async () => {
          // the import moved the table's version: publish the one it left
          const fresh = await client.fetchQuery({ ...sailingTableQueryOptions(table.Id), staleTime: 0 });
          return publish({ Id: fresh.Id, Version: fresh.Version });
        }),
      },
      actions: {
        failed: (_, { error }) => toastFailure(error),
        imported: refresh,
        published: () => {
          refresh();
          void showToast({ intent: 'success', message: w.published });
        },
      },
    }),
  );
  const state = useSelector(flow, (s) => s);
  const busy = state.matches('checking') || state.matches('importing') || state.matches('publishing');
  const done = state.context.done;
  return (
    <div data-testid="table-import">
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button icon="download" text={w.template} onClick={() => void saveDownload(ENDPOINTS.sailingTemplate).catch(toastFailure)} />
        <Gate access={A.tableImport}>
          <FilePick
            text={w.importSheet}
            buttonText={w.chooseSheet}
            disabled={busy}
            inputProps={{ accept: SHEET_ACCEPT, 'aria-label': w.importSheet }}
            onFile={(file) => flow.send({ type: 'file.chosen', file })}
          />
        </Gate>
      </div>
      <ImportReport
        result={state.context.report}
        onClose={() => flow.send({ type: 'import.cancel' })}
        onConfirm={() => flow.send({ type: 'import.confirm' })}
        confirming={state.matches('importing')}
      />
      {done ? (
        <div style={{ marginTop: 8 }}>
          <RowReport
            testId="sailing-import-outcome"
            summary={w.importDone(done.Imported, done.Rejected.length)}
            madeTitle=""
            made={[]}
            rejected={done.Rejected}
          />
          {table.Status === DOC_STATUS.DRAFT && state.matches('imported') ? (
            <Gate access={A.tablePublish}>
              <Button intent="primary" icon="send-message" text={w.publishNow} style={{ marginTop: 8 }} onClick={() => flow.send({ type: 'publish' })} />
            </Gate>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
