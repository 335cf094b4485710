import { Button, Callout, Card, FormGroup, H2, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { localDateTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useShareToken } from '../../ui/shareToken';
import { ApiError } from '../../streams/callApi';
import { declareSharedVgm, vgmKeys, vgmShareQuery } from './api/vgm';
import { VgmDeclareForm } from './VgmDeclareForm';
import { VGM_STATUS_WORDS, vgmWords } from './words';
import { newIdempotencyKey } from '../../lib/idempotencyKey';

/**
 * `/external/mainifest/VGMEdit?t=…` (operations.md §6.3): whoever holds a VGM share link — the
 * weighbridge, the shipper — sees the booking's containers and declares their VGM without an
 * account, with the panel's checks; the token is the authority (no session). An access code is asked
 * when the link has one; an ended link says so; too many wrong codes lock it.
 */
export default function VgmSharePage() {
  const w = useWords(vgmWords);
  const lang = useLanguage();
  const client = useQueryClient();
  const token = useShareToken();
  const [code, setCode] = useState('');
  const [typed, setTyped] = useState('');
  const [thanks, setThanks] = useState(false);
  const shared = useQuery(vgmShareQuery(token, code));
  const error = shared.error instanceof ApiError ? shared.error : undefined;

  if (!token || error?.status === 404) return <NonIdealState icon="disable" title={w.shareTitle} description={w.gone} />;
  if (error?.status === 429) return <NonIdealState icon="lock" title={w.shareTitle} description={error.message || w.locked} />;
  if (error?.code === 'SHARE_CODE_NEEDED' || error?.code === 'SHARE_CODE_WRONG')
    return (
      <Card style={{ maxWidth: 420, margin: '48px auto' }} data-testid="vgm-share-code">
        <H2>{w.shareTitle}</H2>
        {error.code === 'SHARE_CODE_WRONG' ? <Callout intent="danger">{error.message}</Callout> : null}
        <FormGroup label={w.enterCode}>
          <InputGroup aria-label={w.accessCode} value={typed} maxLength={6} onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))} />
        </FormGroup>
        <Button intent="primary" text={w.open} onClick={() => setCode(typed)} />
      </Card>
    );
  if (shared.isPending) return <Spinner />;
  if (!shared.data) return <Callout intent="danger">{shared.error?.message}</Callout>;
  const b = shared.data;
  const passed = !!b.Vco && Date.parse(b.Vco) <= Date.now();

  return (
    <section style={{ maxWidth: 1100, margin: '24px auto', padding: '0 16px' }} data-testid="vgm-share-page">
      <H2>{w.shareTitle}</H2>
      <Card style={{ marginBottom: 12 }}>
        <div>
          {w.booking}: <b>{b.CGO_ID}</b> · {w.blNo}: {b.MblNo} · {b.Carrier} · {w.vessel}/{w.voyage}: {b.Vessel} / {b.Voyage}
        </div>
        <div>
          {w.vco}: {b.Vco ? `${localDateTime(b.Vco, b.PolTimeZone)} (${b.PolTimeZone})` : w.noVco}
          {passed ? (
            <Tag intent="danger" style={{ marginLeft: 8 }}>
              {w.passed}
            </Tag>
          ) : null}
        </div>
      </Card>
      <HTMLTable compact striped style={{ marginBottom: 12 }}>
        <tbody>
          {b.Containers.map((c) => (
            <tr key={c.CNNO} data-testid={`vgm-share-status-${c.CNNO}`}>
              <td>{c.CNNO}</td>
              <td>{c.TYPE}</td>
              <td>{c.Latest ? `v${c.Latest.VGM_VERSION} · ${VGM_STATUS_WORDS[c.Latest.VGM_STATUS as 1]?.[lang]} · ${c.Latest.VGM_KG} kg` : w.none}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {thanks ? (
        <Callout intent="success" data-testid="vgm-share-thanks" style={{ marginBottom: 12 }}>
          {w.thanks}
        </Callout>
      ) : null}
      {passed ? null : (
        <VgmDeclareForm
          key={b.Containers.map((c) => `${c.CNNO}${c.Latest?.Id ?? ''}`).join()}
          containers={b.Containers}
          zone={b.PolTimeZone}
          askReason={false}
          onDeclare={async ({ Reason: _, ...p }) => {
            const r = await declareSharedVgm({ t: token, ...(code ? { AccessCode: code } : {}), ...p }, newIdempotencyKey('vgm-declaration'));
            // nothing new or changed: nothing was declared to thank for (the form says so)
            if (r.Declared.length) setThanks(true);
            await client.invalidateQueries({ queryKey: vgmKeys.share(token, code) });
            return w.declared(r.Declared.length, r.Unchanged.length);
          }}
        />
      )}
    </section>
  );
}
