import { Button } from '@blueprintjs/core';
import type { FclRateRow } from '../../contract/rates/calls';
import { commonWords } from '../../i18n/commonWords';
import { useWords } from '../../i18n/words';
import { ApiForm } from '../../lib/ApiForm';
import { AppDialog } from '../../ui/AppDialog';
import { rateWords } from './words';

/** The bulk bar's renewal of expired rates: the new window for every ticked row. */
export function RateRenewDialog({
  rows,
  isOpen,
  onClose,
  onRenew,
}: {
  rows: FclRateRow[];
  isOpen: boolean;
  onClose(): void;
  onRenew(values: Record<string, string>): Promise<void>;
}) {
  const w = useWords(rateWords);
  const c = useWords(commonWords);
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title={w.bulkRenewTitle(rows.length)}>
      <div className="bp6-dialog-body">
        <p>{rows.map((r) => r.RateNo).join('、')}</p>
        <ApiForm
          draftKey="rate.bulkRenew"
          fields={[
            { name: 'ValidFrom', label: w.validFrom },
            { name: 'ValidTo', label: w.validTo },
          ]}
          submitText={w.bulkRenew(rows.length)}
          onSubmit={async (v) => {
            await onRenew(v);
            return undefined;
          }}
          footer={<Button variant="minimal" text={c.cancel} onClick={onClose} />}
        />
      </div>
    </AppDialog>
  );
}
