import { Button, Callout, H2, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { QuickSailing } from '../../contract/booking/quickCalls';
import { fieldName, loadModuleFieldWords } from '../../contract/fieldLabels';
import { READY_SPACE_ACCESS as A, READY_SPACE_PAGES as P } from '../../contract/readySpace/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useSessionDraft } from '../../lib/useSessionDraft';
import { Gate } from '../../session/Gate';
import { ApiError } from '../../streams/callApi';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { useReadySpace, useSaveSpace } from './api/spaces';
import { SailingCard } from './form/SailingCard';
import { EMPTY, type Form, formOf, sailingPatch, wireOf } from './form/spaceFormModel';
import { StockCard } from './form/StockCard';
import { readySpaceWords, SPACE_STATUS_WORDS } from './words';

// the form names a refused line's field as the server's words do (src/contract/readySpace/words.ts): loaded with the form
void loadModuleFieldWords('readySpace');

/**
 * Publishing ready space (NowOrderNew/NowOrderRelease) and editing it (EditNowOrder): the sailing,
 * its cut-offs on the POL's clock, per class a quantity and a price, the terms; save the draft or
 * submit it to the platform's audit (the platform's own goes on sale at once). A listing on sale
 * keeps its key facts while orders are open (the server refuses: R5.5).
 */
export default function SpaceFormScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(readySpaceWords);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const space = useReadySpace(id);
  const saving = useSaveSpace();
  // what was typed survives a reload; a listing's kept form gives way once the server holds a newer version
  const [form, setForm] = useSessionDraft<Form>(`readySpace.form.${id}`, EMPTY);
  const [error, setError] = useState<{ message: string; errors?: { Path: string; Message: string }[] }>();
  useEffect(() => {
    if (space.data && form.ReadVersion !== space.data.Version) setForm({ ...formOf(space.data), ReadVersion: space.data.Version });
  }, [space.data, form.ReadVersion, setForm]);
  if (id && space.isPending) return <Spinner />;
  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const pickSailing = (x: QuickSailing) => set(sailingPatch(x));
  const save = async (submit: boolean) => {
    setError(undefined);
    try {
      const saved = await saving.mutateAsync({ save: { ...(id ? { Id: id, Version: space.data?.Version } : {}), Space: wireOf(form) }, submit });
      if (!id) setForm(EMPTY); // the new listing is saved: the next one starts empty
      showToast({ intent: 'success', message: `${w.saved}` });
      navigate(submit ? P.submitted : `${P.publish}?id=${saved.Id}`);
    } catch (e) {
      setError(e instanceof ApiError ? { message: e.message, errors: e.errors } : { message: String(e) });
    }
  };
  return (
    <section className="admin-screen" data-testid="ready-space-form">
      <H2>
        {route.title[lang]}
        {space.data ? ` ${space.data.SpaceNo} · ${SPACE_STATUS_WORDS[space.data.Status][lang]}` : ''}
      </H2>
      {space.data?.AuditRemarks ? <Callout intent="warning">{space.data.AuditRemarks}</Callout> : null}
      <SailingCard form={form} set={set} pickSailing={pickSailing} />
      <StockCard form={form} set={set} />
      {error ? (
        <Callout intent="danger" data-testid="form-error">
          {error.message}
          {error.errors?.length ? (
            <p>
              {w.checkFields}
              {/* the fields named as the form labels them, from the contract's words (the server's refusals read the same) */}
              {[...new Set(error.errors.map((e) => fieldName(e.Path, 'readySpace', lang, true) ?? w.stock))].join(w.listSeparator)}
            </p>
          ) : null}
        </Callout>
      ) : null}
      <Gate access={A.readySpacePublish}>
        <Button text={w.saveDraft} loading={saving.isPending} onClick={() => save(false)} />
        {!space.data || (space.data.Status === 'DRAFT' && space.data.Owns) ? (
          <Button intent="primary" text={w.submit} loading={saving.isPending} onClick={() => save(true)} />
        ) : null}
      </Gate>
    </section>
  );
}
