import { useState } from 'react';
import { Button, Callout, ControlGroup, H2, HTMLTable, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { Link, useSearchParams } from 'react-router-dom';
import type { SplitDetail } from '../../contract/packingReports/calls';
import { pklStatusWords } from '../../domain/packing/words';
import { vgmStatusWords } from '../../domain/vgm/words';
import type { PklStatus } from '../../domain/packing/status';
import type { VgmStatus } from '../../domain/vgm/status';
import type { MftStatus } from '../../domain/manifest/status';
import { mftFilingWords, mftStatusWords } from '../../domain/manifest/words';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useRoute } from '../../ui/routeContext';
import { useSplitDetail } from './api/reports';
import { reportLinks } from './links';
import { packingReportWords } from './words';
import './packingReports.css';

type Row = SplitDetail['Rows'][number];
const kg = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 3 });

/**
 * SplitDetail (operations.md §3.4, §3.6): one booking (`?CGO_ID=`) reconciled per container —
 * booked slot → packing list (and split children) → SI box → latest VGM → the manifests carrying the
 * box — each mismatch in words.
 */
export default function SplitDetailScreen() {
  const [params, setParams] = useSearchParams();
  const cgoId = params.get('CGO_ID') ?? '';
  const [typed, setTyped] = useState(cgoId);
  const lang = useLanguage();
  const route = useRoute();
  const w = useWords(packingReportWords);
  const detail = useSplitDetail(cgoId);
  const links = reportLinks(route.path);

  const pklCell = (r: Row) =>
    r.PackingList ? (
      <>
        <Link to={links.preview(r.PackingList.Id)}>{r.PackingList.PKL_NO || `#${r.PackingList.Id}`}</Link>{' '}
        <Tag minimal>{pklStatusWords[r.PackingList.PKL_STATUS as PklStatus]?.[lang]}</Tag>
        <div>
          {r.PackingList.PKL_SEALNO} · {r.PackingList.PKL_NUM} · {kg(r.PackingList.PKL_WEIGHT)} KGS · {kg(r.PackingList.PKL_VOLUME)} CBM
        </div>
        {r.PackingList.ParentNo && <div className="pkl-sheet__label">{w.splitFrom(r.PackingList.ParentNo)}</div>}
      </>
    ) : (
      w.none
    );
  const siCell = (r: Row) =>
    r.SiBox ? (
      <>
        SI {r.SiBox.SiNo}
        <div>
          {r.SiBox.TBX_SEALNO} · {r.SiBox.TBX_NUM} · {kg(r.SiBox.TBX_WEIGHT)} KGS · {kg(r.SiBox.TBX_VOLUME)} CBM
        </div>
      </>
    ) : (
      w.none
    );

  const manifestCell = (r: Row) =>
    r.Manifests.length
      ? r.Manifests.map((m) => (
          <div key={m.Id}>
            {m.MFT_NO} <Tag minimal>{mftStatusWords[m.MFT_STATUS as MftStatus]?.[lang]}</Tag>
            <div className="pkl-sheet__label">
              {mftFilingWords[m.MFT_FILING as keyof typeof mftFilingWords]?.[lang] ?? m.MFT_FILING} · {m.MFT_LEVEL === 'HOUSE' ? w.houseLevel : w.masterLevel}
            </div>
          </div>
        ))
      : w.none;

  return (
    <section className="admin-screen pkl-split">
      <H2>{route.title[lang]}</H2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setParams(typed.trim() ? { CGO_ID: typed.trim() } : {});
        }}
      >
        <ControlGroup>
          <InputGroup aria-label={w.bookingToReconcile} placeholder={w.bookingToReconcile} value={typed} onValueChange={setTyped} />
          <Button type="submit" icon="search" text={w.reconcile} />
        </ControlGroup>
      </form>
      {cgoId && detail.isPending && <Spinner />}
      {detail.isError && <Callout intent="danger">{(detail.error as Error).message}</Callout>}
      {detail.data && (
        <>
          <p>
            {detail.data.CGO_ID} / {detail.data.MBL_NO} · {detail.data.CompanyName} · {detail.data.Vessel} {detail.data.Voyage} · {w.booked}{' '}
            {detail.data.Booked.map((b) => `${b.COUNT} × ${b.TYPE}`).join(', ')} · <Link to={links.log({ CGO_ID: detail.data.CGO_ID })}>{w.log}</Link>
          </p>
          <Callout intent={detail.data.Mismatches ? 'warning' : 'success'} data-testid="split-summary">
            {detail.data.Mismatches ? w.mismatchCount(detail.data.Mismatches) : w.noMismatch}
          </Callout>
          {detail.data.Splits.map((s) => (
            <p key={s.PKL_NO}>{w.splitInto(s.PKL_NO, s.Children.join(', '))}</p>
          ))}
          <HTMLTable compact striped className="pkl-split__table" data-testid="split-detail">
            <thead>
              <tr>
                <th>{w.slot}</th>
                <th>{w.container}</th>
                <th>{w.packingList}</th>
                <th>{w.siBox}</th>
                <th>{w.vgm}</th>
                <th>{w.manifest}</th>
                <th>{w.mismatches}</th>
              </tr>
            </thead>
            <tbody>
              {detail.data.Rows.map((r, i) => (
                <tr key={`${r.TYPE}-${r.SLOT}-${i}`} data-container={r.CNNO}>
                  <td>{r.SLOT ? `${r.TYPE} #${r.SLOT}` : `${r.TYPE} (${w.onSiOnly})`}</td>
                  <td>{r.CNNO}</td>
                  <td>{pklCell(r)}</td>
                  <td>{siCell(r)}</td>
                  <td>
                    {r.Vgm
                      ? `${kg(r.Vgm.Kg)} KGS v${r.Vgm.Version} ${vgmStatusWords[r.Vgm.Status as VgmStatus]?.[lang] ?? ''}${r.Vgm.MeasuredKg === null ? '' : ` · ${w.weighed(kg(r.Vgm.MeasuredKg))}`}`
                      : w.none}
                  </td>
                  <td data-testid="split-manifests">{manifestCell(r)}</td>
                  <td>
                    {r.Mismatches.length ? (
                      <ul className="pkl-split__mismatch">
                        {r.Mismatches.map((m) => (
                          <li key={m.Code} data-code={m.Code}>
                            {m.Words[lang]}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="pkl-split__ok">{w.allAgree}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
    </section>
  );
}
