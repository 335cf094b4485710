import { Button, ButtonGroup, Callout, Card, H4, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCESS } from '../../../contract/access';
import { MBL_STATUS } from '../../../domain/houseBill/status';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { usePageKeys } from '../../../lib/pageKeys';
import { useCan } from '../../../session/access';
import { confirmMbl, mblQuery, submitMbl } from '../api';
import { billWords, mblStatusWords } from '../words';
import { type MblAsk, MblAskDialogs } from './MblAskDialogs';
import { MblFigures } from './MblFigures';

/** The master bill open: its state, figures and the moves its state allows (submit `u`, confirm the carrier's draft `f`). */
export function MblDetail({ id, run }: { id: number; run(f: () => Promise<unknown>): Promise<void> }) {
  const w = useWords(billWords);
  const lang = useLanguage();
  const q = useQuery(mblQuery(id));
  const [ask, setAsk] = useState<MblAsk>();
  const can = { edit: useCan(ACCESS.mblEdit), send: useCan(ACCESS.mblSend), void: useCan(ACCESS.mblVoid) };
  const m = q.data;
  const S = MBL_STATUS;
  const submit = () => (m && m.MBL_STATUS === S.DRAFT ? void run(() => submitMbl({ Id: m.Id, VERSION: m.VERSION })) : false);
  const confirm = () => (m && m.MBL_STATUS === S.CARRIER_DRAFT ? void run(() => confirmMbl({ Id: m.Id, VERSION: m.VERSION })) : false);
  usePageKeys({ u: submit, f: confirm });
  if (!m) return null;
  const close = () => setAsk(undefined);
  return (
    <Card data-testid="mbl-detail">
      <H4>
        {m.MBL_NO || m.MBL_CGO_IDS.join(' + ')} <Tag>{mblStatusWords[m.MBL_STATUS]?.[lang]}</Tag>
        {m.MBL_SIMULATED ? <Tag intent="warning">{w.simulatedCarrier}</Tag> : null}
      </H4>
      {m.MBL_ERROR ? <Callout intent="danger">{m.MBL_ERROR}</Callout> : null}
      <MblFigures m={m} />
      <ButtonGroup>
        {can.send && m.MBL_STATUS === S.DRAFT ? <Button intent="primary" icon="send-message" text={w.submit} onClick={submit} /> : null}
        {can.edit && m.MBL_STATUS === S.CARRIER_DRAFT ? <Button icon="tick" text={w.confirm} onClick={confirm} /> : null}
        {can.edit && m.MBL_STATUS === S.CONFIRMED ? <Button icon="endorsed" text={w.recordIssue} onClick={() => setAsk('issue')} /> : null}
        {can.void && m.MBL_STATUS < S.RELEASED ? <Button intent="danger" icon="disable" text={w.voidIt} onClick={() => setAsk('void')} /> : null}
        <Button icon="history" text={w.log} onClick={() => setAsk('log')} />
      </ButtonGroup>
      <MblAskDialogs m={m} ask={ask} close={close} run={run} />
    </Card>
  );
}
