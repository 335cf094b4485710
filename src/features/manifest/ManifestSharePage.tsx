import { Button, Callout, Card, FormGroup, H2, H4, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ManifestParty, SharedManifest } from '../../contract/manifest';
import { MANIFEST_PAGES as P } from '../../contract/manifest/module';
import { manifestFieldWords as F } from '../../contract/manifest/words';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useShareToken } from '../../ui/shareToken';
import { ApiError } from '../../streams/callApi';
import { useRoute } from '../../ui/routeContext';
import { manifestKeys, saveShared, sharedManifestQuery, submitShared } from './api/manifest';
import { ITEM_COLUMNS, blankItem } from './editorModel';
import { useSharedDraft } from './useSharedDraft';
import { SheetGrid } from '../../ui/grid/SheetGrid';
import { DeadlineClock, MftProblems, MftStageTag, MftStatusTag } from './MftParts';
import { PartyEditor } from './PartyEditor';
import { overridableCode, pointer } from './problemText';
import { manifestWords } from './words';
import './manifest.css';

const FIELD = F as Record<string, { zh: string; en: string }>;
const PARTIES = ['Shipper', 'Consignee', 'Notify'] as const;

/** The access code typed once serves the link's three pages (kept for this tab only). */
const codeKey = (t: string) => `mft-share-code:${t.slice(0, 16)}`;

/**
 * The public pages of a manifest share link (§7.5 /external/mainifest/share, shareInfo, edit), one
 * screen: the token is the authority (no account). The landing says who asks, for what and by when,
 * and takes the access code when the link has one; the view shows the shared manifest read-only
 * (parties, containers, goods, state, customs stage — no charges, no other bills); the edit fills
 * only the scoped parts with the same live check as the forwarder's editor (each pause saves and
 * answers the check) and ends with "submit to forwarder". Ended or revoked links say so, never why.
 */
export default function ManifestSharePage() {
  const w = useWords(manifestWords);
  const route = useRoute();
  const token = useShareToken();
  const [code, setCode] = useState(() => sessionStorage.getItem(codeKey(token)) ?? '');
  const [typed, setTyped] = useState('');
  const shared = useQuery(sharedManifestQuery(token, code));
  const error = shared.error instanceof ApiError ? shared.error : undefined;

  if (!token || error?.status === 404) return <NonIdealState icon="disable" title={w.shareTitle} description={w.shareGone} />;
  if (error?.status === 429) return <NonIdealState icon="lock" title={w.shareTitle} description={error.message || w.shareLocked} />;
  if (error && /CODE/i.test(error.code ?? '') && error.status !== 404)
    return (
      <Card className="mft-share-code" data-testid="mft-share-code">
        <H2>{w.shareTitle}</H2>
        {code ? <Callout intent="danger">{error.message}</Callout> : null}
        <FormGroup label={w.enterCode}>
          <InputGroup aria-label={w.accessCode} value={typed} maxLength={6} onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))} />
        </FormGroup>
        <Button
          intent="primary"
          text={w.fillIt}
          disabled={typed.length !== 6}
          onClick={() => {
            sessionStorage.setItem(codeKey(token), typed);
            setCode(typed);
          }}
        />
      </Card>
    );
  if (shared.isPending) return <Spinner />;
  if (!shared.data) return <Callout intent="danger">{shared.error?.message}</Callout>;
  const s = shared.data;
  const link = (page: string) => `${page}?t=${encodeURIComponent(token)}`;
  const mayEdit = !s.ReadOnly && s.Scope.some((x) => x !== 'VIEW');

  return (
    <section className="mft-share" data-testid="mft-share" data-page={route.path}>
      <H2>{w.shareTitle}</H2>
      <Card className="mft-card">
        <p>
          <strong>{w.from(s.CompanyName)}</strong>
        </p>
        <p>
          {w.mftNo}: <b>{s.Manifest.MFT_NO}</b> · {w.blNo}: {s.Manifest.MFT_HBL_NO || s.Manifest.MFT_MBL_NO} · {s.Manifest.MFT_VESSEL} / {s.Manifest.MFT_VOYAGE}{' '}
          · {s.Manifest.MFT_LOADING_CODE} → {s.Manifest.MFT_DISCHARGE_CODE}
        </p>
        <p>
          <MftStatusTag status={s.Manifest.MFT_STATUS} /> {s.Manifest.MFT_STAGE !== 'NONE' ? <MftStageTag stage={s.Manifest.MFT_STAGE} /> : null}{' '}
          <DeadlineClock deadline={s.Deadline} />
        </p>
        <p>
          {w.askedFor}:{' '}
          {s.Scope.map((x) => (
            <Tag key={x} minimal style={{ marginRight: 4 }}>
              {(w as unknown as Record<string, string>)[`scope${x}`] ?? x}
            </Tag>
          ))}
        </p>
        {s.ReadOnly ? <Callout intent="primary">{w.readOnlyNow}</Callout> : null}
        <div className="mft-actions">
          {route.path !== P.shareInfo ? <Link to={link(P.shareInfo)}>{w.viewIt}</Link> : null}
          {mayEdit && route.path !== P.shareEdit ? (
            <Link to={link(P.shareEdit)} className="bp6-button bp6-intent-primary">
              {w.fillIt}
            </Link>
          ) : null}
          {route.path !== P.share ? <Link to={link(P.share)}>{w.back}</Link> : null}
        </div>
      </Card>
      {route.path === P.shareInfo ? <SharedView s={s} /> : null}
      {route.path === P.shareEdit && mayEdit ? <SharedEdit s={s} token={token} code={code} /> : null}
    </section>
  );
}

const partyLine = (p: ManifestParty) => [p.NAME, p.ADDRESS, p.COUNTRY, p.CODE, p.PHONE].filter(Boolean).join(' · ');

function SharedView({ s }: { s: SharedManifest }) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  return (
    <Card className="mft-card" data-testid="mft-share-view">
      <H4>{w.parties}</H4>
      <dl className="mft-facts mft-facts--wide">
        {PARTIES.map((k) => (
          <div key={k}>
            <dt>{FIELD[k]![lang]}</dt>
            <dd>{partyLine(s.Manifest[k]) || '—'}</dd>
          </div>
        ))}
      </dl>
      <H4>{w.containers}</H4>
      {s.Manifest.Containers.length ? (
        <HTMLTable compact striped className="mft-table">
          <thead>
            <tr>
              {(['MFC_CNNO', 'MFC_SIZE_TYPE', 'MFC_SEALNO'] as const).map((f) => (
                <th key={f}>{FIELD[f]?.[lang]}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {s.Manifest.Containers.map((c) => (
              <tr key={c.MFC_CNNO}>
                <td>{c.MFC_CNNO}</td>
                <td>{c.MFC_SIZE_TYPE}</td>
                <td>{c.MFC_SEALNO}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        <p className="mft-muted">{w.noContainersYet}</p>
      )}
      <H4>{w.goods}</H4>
      {/* a heading over nothing read as if the goods had failed to load (issue 45): say there are none yet */}
      {s.Manifest.Items.length ? (
        <HTMLTable compact striped className="mft-table">
          <thead>
            <tr>
              {(['MFG_SEQ', 'MFG_DESC', 'MFG_HSCODE', 'MFG_PKGS', 'MFG_GROSS_KG'] as const).map((f) => (
                <th key={f}>{FIELD[f]?.[lang]}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {s.Manifest.Items.map((i) => (
              <tr key={i.MFG_SEQ}>
                <td>{i.MFG_SEQ}</td>
                <td>{i.MFG_DESC}</td>
                <td>{i.MFG_HSCODE}</td>
                <td>
                  {i.MFG_PKGS} {i.MFG_PACKAGE}
                </td>
                <td>{i.MFG_GROSS_KG} kg</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        <p className="mft-muted" data-testid="mft-share-no-goods">
          {w.noGoodsYet}
        </p>
      )}
    </Card>
  );
}

/** The scoped parts, saved a moment after each pause (the save answers the live check), then submitted to the forwarder. */
function SharedEdit({ s, token, code }: { s: SharedManifest; token: string; code: string }) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  const client = useQueryClient();
  const parties = s.Scope.includes('EDIT_PARTIES');
  const goods = s.Scope.includes('EDIT_GOODS');
  const { draft, change, body, problems, state, setState, error, setError } = useSharedDraft(s, token, code, parties, goods);
  const problemAt = (path: string) => {
    const p = problems.find((x) => pointer(x.Path) === path);
    return p ? { message: p.Message, warning: p.Severity === 'warning', overridable: overridableCode(p) } : undefined;
  };
  const errors = new Set(problems.filter((p) => p.Severity !== 'warning').map((p) => pointer(p.Path)));
  const warnings = new Set(problems.filter((p) => p.Severity === 'warning').map((p) => pointer(p.Path)));
  // the holder sees only the problems of what it may fill
  const mine = problems.filter((p) => (parties && /^\/(Shipper|Consignee|Notify)\//.test(pointer(p.Path))) || (goods && pointer(p.Path).startsWith('/Items/')));

  const submit = async () => {
    try {
      await saveShared(body, code);
      await submitShared(token, code);
      setState('submitted');
      await client.invalidateQueries({ queryKey: manifestKeys.shared(token, code) });
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <div data-testid="mft-share-edit" data-state={state}>
      {parties
        ? PARTIES.map((k) => <PartyEditor key={k} which={k} party={draft[k]} problemAt={problemAt} onChange={(p) => change({ ...draft, [k]: p })} />)
        : null}
      {goods ? (
        <Card className="mft-card">
          <H4>{w.goods}</H4>
          <p className="mft-muted">{w.gridHint}</p>
          <SheetGrid
            testId="mft-share-items"
            rows={draft.items}
            columns={ITEM_COLUMNS}
            title={(f) => FIELD[f]?.[lang] ?? f}
            onChange={(items) => change({ ...draft, items })}
            blank={blankItem}
            pathOf={(r, f) => `/Items/${r}/${f}`}
            errors={errors}
            warnings={warnings}
          />
        </Card>
      ) : null}
      <Card className="mft-card">
        <H4>
          {w.liveCheck} {state === 'saving' ? <Spinner size={14} /> : state === 'saved' ? <Tag minimal>{w.saved}</Tag> : null}
        </H4>
        <MftProblems problems={mine} />
        {error ? <Callout intent="danger">{error}</Callout> : null}
        {state === 'submitted' ? (
          <Callout intent="success" data-testid="mft-share-submitted">
            {w.submittedToForwarder}
          </Callout>
        ) : (
          <Button intent="primary" icon="send-message" text={w.submitToForwarder} style={{ marginTop: 8 }} onClick={() => void submit()} />
        )}
      </Card>
    </div>
  );
}
