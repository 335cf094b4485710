import { Button, Callout, Classes, H2, HTMLTable, NonIdealState, Spinner, Switch, Tag } from '@blueprintjs/core';
import { deliveryErrorWords } from '../../contract/deliveryError';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import type { Transmission } from '../../contract/epacking/calls';
import { formatDate } from '../../domain/dates';
import { ECP_STATUS, type EcpKind } from '../../domain/epacking/status';
import { ecpKindWords } from '../../domain/epacking/words';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useRoute } from '../../ui/routeContext';
import { recordsQueryOptions, useRetry } from './api/calls';
import { EcpStatusTag } from './EcpStatusTag';
import { epackingWords } from './words';

/**
 * Every transmission to the terminal (operations.md §4.4 OperatingRecord): the message as sent, its
 * attempts and retries, the terminal's receipts in the terminal's order (one waiting for its
 * predecessor says so), who approved it; a failed one is sent again from here (button retry).
 */
export default function OperatingRecordScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(epackingWords);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState<number | undefined>();
  const [note, setNote] = useState('');
  const records = useQuery(recordsQueryOptions({ Failed: failed, PageSize: 100 }));
  const retry = useRetry();

  const again = async (t: Transmission) => {
    setNote('');
    try {
      await retry.mutateAsync({ Id: t.Id });
      setNote(`${t.ECP_NO}: ${w.retried}`);
    } catch (e) {
      setNote((e as Error).message);
    }
  };

  return (
    <section className="admin-screen" data-testid="epacking-records" aria-label={route.title[lang]}>
      <H2>{route.title[lang]}</H2>
      <Switch checked={failed} label={w.failedOnly} onChange={(e) => setFailed(e.currentTarget.checked)} />
      {note ? <Callout intent="primary">{note}</Callout> : null}
      {records.isPending ? (
        <Spinner />
      ) : !records.data?.Items.length ? (
        <NonIdealState icon="inbox" description={w.noTransmissions} />
      ) : (
        <HTMLTable compact interactive style={{ width: '100%' }}>
          <RecordsHead />
          <tbody>
            {records.data.Items.map((t) => (
              <Fragment key={t.MessageId}>
                <tr data-message={t.MessageId} onClick={() => setShown((s) => (s === t.MessageId ? undefined : t.MessageId))}>
                  <td>
                    {t.ECP_NO} {t.Simulated ? <Tag intent="warning">{w.simulated}</Tag> : null}
                  </td>
                  <td>{ecpKindWords[t.ECP_KIND as EcpKind]?.[lang]}</td>
                  <td>{t.PKL_CNNO}</td>
                  <td>
                    <EcpStatusTag status={t.ECP_STATUS} />
                  </td>
                  <td>
                    <code>{t.Status}</code>
                    {t.LastError ? <div className={Classes.TEXT_MUTED}>{deliveryErrorWords(t.LastError)[lang]}</div> : null}
                  </td>
                  <td>
                    {t.Attempts}
                    {t.NextAttemptAt ? <div className={Classes.TEXT_MUTED}>{`${w.nextAttempt} ${formatDate(t.NextAttemptAt, 'dateTime')}`}</div> : null}
                  </td>
                  <td>{t.Receipts.length ? t.Receipts.map((r) => `${r.Seq}.${r.Code}`).join(' → ') : w.noReceipts}</td>
                  <td>{t.ApprovedByName}</td>
                  <td>{formatDate(t.CreatedAt, 'dateTime')}</td>
                  <td>
                    {t.ECP_STATUS === ECP_STATUS.SEND_FAILED ? (
                      <Button
                        small
                        intent="primary"
                        icon="refresh"
                        text={w.retry}
                        loading={retry.isPending}
                        onClick={(e) => {
                          e.stopPropagation();
                          void again(t);
                        }}
                      />
                    ) : null}
                  </td>
                </tr>
                {shown === t.MessageId ? <TransmissionDetail t={t} /> : null}
              </Fragment>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}

/** One transmission opened: its idempotency key, the terminal's receipts in order, the message as sent. */
function TransmissionDetail({ t }: { t: Transmission }) {
  const w = useWords(epackingWords);
  return (
    <tr>
      <td colSpan={10}>
        <p>
          {w.idempotencyKey}: <code>{t.IdempotencyKey}</code>
        </p>
        <HTMLTable compact>
          <thead>
            <tr>
              <th>#</th>
              <th>{w.receipts}</th>
              <th>{w.receivedAt}</th>
              <th>{w.applied}</th>
            </tr>
          </thead>
          <tbody>
            {t.Receipts.map((r) => (
              <tr key={`${r.Seq}:${r.Code}`}>
                <td>{r.Seq}</td>
                <td>
                  <code>{r.Code}</code> {r.Text} {r.Simulated ? <Tag intent="warning">{w.simulated}</Tag> : null}
                </td>
                <td>{formatDate(r.ReceivedAt, 'dateTime')}</td>
                <td>{r.ProcessedAt ? formatDate(r.ProcessedAt, 'dateTime') : w.waiting}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <p>{w.payload}</p>
        <pre style={{ maxHeight: 240, overflow: 'auto', fontSize: 12 }}>{JSON.stringify(JSON.parse(t.Payload), null, 2)}</pre>
      </td>
    </tr>
  );
}

/** The columns of the transmissions. */
function RecordsHead() {
  const w = useWords(epackingWords);
  return (
    <thead>
      <tr>
        <th>{w.ecpNo}</th>
        <th>{w.kind}</th>
        <th>{w.containerNo}</th>
        <th>{w.status}</th>
        <th>{w.messageStatus}</th>
        <th>{w.attempts}</th>
        <th>{w.receipts}</th>
        <th>{w.approvedBy}</th>
        <th>{w.createdAt}</th>
        <th />
      </tr>
    </thead>
  );
}
