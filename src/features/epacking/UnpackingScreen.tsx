import { Button, Callout, Classes, H2, H4, HTMLSelect, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ShutOut } from '../../contract/epacking/calls';
import { formatDate } from '../../domain/dates';
import { ECP_REASONS, type EcpReason } from '../../domain/epacking/status';
import { ecpReasonWords } from '../../domain/epacking/words';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { AppDialog } from '../../ui/AppDialog';
import { useRoute } from '../../ui/routeContext';
import { listQueryOptions, shutOutQueryOptions, useApply } from './api/calls';
import { EcpStatusTag } from './EcpStatusTag';
import { epackingWords } from './words';

/**
 * Unpacking (拆箱, operations.md §4.4): the unpack requests and their states, and the containers the
 * events say were shut out (`ecp.shutout`: gated in laden at the POL, the vessel departed, no LOAD),
 * each with "create unpack" — a dialog that names the container and takes the reason.
 */
export default function UnpackingScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(epackingWords);
  const unpacks = useQuery(listQueryOptions({ Kind: 2, PageSize: 100 }));
  const suspects = useQuery(shutOutQueryOptions());
  const apply = useApply();
  const [asked, setAsked] = useState<ShutOut | undefined>();
  const [reason, setReason] = useState<EcpReason>('SHUT_OUT');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  const create = async () => {
    if (!asked) return;
    setError('');
    try {
      const made = await apply.mutateAsync({ PKL_ID: asked.PKL_ID, Kind: 2, Reason: reason });
      setDone(w.unpackCreated(made.ECP_NO));
      setAsked(undefined);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <section className="admin-screen" data-testid="epacking-unpacking" aria-label={route.title[lang]}>
      <H2>{route.title[lang]}</H2>
      {done ? <Callout intent="success">{done}</Callout> : null}
      <H4>{w.shutOutTitle}</H4>
      {suspects.isPending ? (
        <Spinner size={24} />
      ) : !suspects.data?.length ? (
        <p className={Classes.TEXT_MUTED}>{w.shutOutNone}</p>
      ) : (
        <HTMLTable compact striped data-testid="epacking-shutout">
          <thead>
            <tr>
              <th>{w.containerNo}</th>
              <th>{w.packingListNo}</th>
              <th>{w.customer}</th>
              <th>
                {w.vessel} / {w.voyage}
              </th>
              <th>{w.gatedInAt}</th>
              <th>{w.departedAt}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {suspects.data.map((s) => (
              <tr key={s.PKL_ID}>
                <td>{s.PKL_CNNO}</td>
                <td>{s.PKL_NO}</td>
                <td>{s.CompanyName}</td>
                <td>
                  {s.PKL_VESSEL} {s.PKL_VOYAGE} ({s.PKL_LOADING_CODE})
                </td>
                <td>{formatDate(s.GatedInAt, 'dateTime')}</td>
                <td>{formatDate(s.DepartedAt, 'dateTime')}</td>
                <td>
                  {s.UnpackNo ? (
                    w.unpackOpen(s.UnpackNo)
                  ) : (
                    <Button
                      small
                      text={w.createUnpack}
                      onClick={() => {
                        setError('');
                        setReason('SHUT_OUT');
                        setAsked(s);
                      }}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <AppDialog isOpen={!!asked} onClose={() => setAsked(undefined)} title={w.unpackFor(asked?.PKL_CNNO ?? '')}>
        <div className={Classes.DIALOG_BODY}>
          {error ? (
            <Callout intent="danger" role="alert">
              {error}
            </Callout>
          ) : null}
          <label className={Classes.LABEL}>
            {w.reason}
            <HTMLSelect value={reason} onChange={(e) => setReason(e.currentTarget.value as EcpReason)} fill>
              {ECP_REASONS.map((r) => (
                <option key={r} value={r}>
                  {ecpReasonWords[r][lang]}
                </option>
              ))}
            </HTMLSelect>
          </label>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text={w.cancel} onClick={() => setAsked(undefined)} />
            <Button intent="primary" text={w.createUnpack} loading={apply.isPending} onClick={() => void create()} />
          </div>
        </div>
      </AppDialog>
      <H4>{w.unpackRequests}</H4>
      {unpacks.isPending ? (
        <Spinner size={24} />
      ) : !unpacks.data?.Items.length ? (
        <NonIdealState icon="inbox" description={w.noUnpacks} />
      ) : (
        <HTMLTable compact striped interactive data-testid="epacking-unpacks">
          <thead>
            <tr>
              <th>{w.ecpNo}</th>
              <th>{w.status}</th>
              <th>{w.containerNo}</th>
              <th>{w.reason}</th>
              <th>{w.customer}</th>
              <th>{w.terminal}</th>
              <th>{w.terminalRef}</th>
              <th>{w.createdAt}</th>
            </tr>
          </thead>
          <tbody>
            {unpacks.data.Items.map((r) => (
              <tr key={r.Id}>
                <td>{r.ECP_NO}</td>
                <td>
                  <EcpStatusTag status={r.ECP_STATUS} />
                  {r.ECP_ERROR ? <div className={Classes.TEXT_MUTED}>{r.ECP_ERROR}</div> : null}
                </td>
                <td>{r.PKL_CNNO}</td>
                <td>{r.ECP_REASON ? ecpReasonWords[r.ECP_REASON as EcpReason]?.[lang] : ''}</td>
                <td>{r.CompanyName}</td>
                <td>{r.ECP_TERMINAL_CODE}</td>
                <td>{r.ECP_EXTERNAL_REF}</td>
                <td>{formatDate(r.CreatedAt, 'dateTime')}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
