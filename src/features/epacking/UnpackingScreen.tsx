import { Button, Callout, Classes, H2, H4, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ShutOut } from '../../contract/epacking/calls';
import { ECP_REASONS, type EcpReason } from '../../domain/epacking/status';
import { ecpReasonWords } from '../../domain/epacking/words';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { AppDialog } from '../../ui/AppDialog';
import { useRoute } from '../../ui/routeContext';
import { listQueryOptions, shutOutQueryOptions, useApply } from './api/calls';
import { ShutOutTable } from './ShutOutTable';
import { UnpackTable } from './UnpackTable';
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
        <ShutOutTable
          rows={suspects.data}
          onCreate={(s) => {
            setError('');
            setReason('SHUT_OUT');
            setAsked(s);
          }}
        />
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
        <UnpackTable rows={unpacks.data.Items} />
      )}
    </section>
  );
}
