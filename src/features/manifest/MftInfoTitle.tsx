import { H2, Tag } from '@blueprintjs/core';
import type { ManifestReceipt, ManifestRecord } from '../../contract/manifest';
import { useWords } from '../../i18n/words';
import { DeadlineClock, MftStageTag, MftStatusTag, SimulatedBadge, filingTable, receiptTable as RECEIPTS, useCodeWords } from './MftParts';
import { manifestWords } from './words';

/** The info page's title bar: the manifest's number, its state and stage, a hold, its filing, lateness and deadline. */
export function MftInfoTitle({ record, title, disposition }: { record: ManifestRecord; title: string; disposition?: ManifestReceipt }) {
  const w = useWords(manifestWords);
  const say = useCodeWords();
  return (
    <div className="mft-titlebar">
      <H2>
        {title} {record.MFT_NO}
      </H2>
      <MftStatusTag status={record.MFT_STATUS} />
      {/* the terminal stages (运抵 …) are China's single window's: a foreign filing has none */}
      {record.MFT_FILING.startsWith('CN_') && (record.MFT_STATUS >= 9 || record.MFT_STAGE !== 'NONE') ? <MftStageTag stage={record.MFT_STAGE} /> : null}
      {disposition ? (
        <Tag intent="danger" data-testid="mft-disposition-tag">
          {say(RECEIPTS, disposition.Kind)}
        </Tag>
      ) : null}
      <Tag minimal>{say(filingTable, record.MFT_FILING)}</Tag>
      {record.MFT_LATE ? <Tag intent="danger">{w.late}</Tag> : null}
      {record.MFT_STATUS < 5 ? <DeadlineClock deadline={record.Deadline} /> : null}
      {record.Simulated ? <SimulatedBadge /> : null}
    </div>
  );
}
