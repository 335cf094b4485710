import { Card, H4, HTMLTable } from '@blueprintjs/core';
import type { ManifestParty, ManifestRecord } from '../../contract/manifest';
import { manifestFieldWords as F } from '../../contract/manifest/words';
import { placeTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { manifestWords } from './words';

const FIELD = F as Record<string, { zh: string; en: string }>;

const partyLine = (p: ManifestParty) =>
  [p.NAME, p.ADDRESS, p.COUNTRY, p.CODE, p.PHONE_TYPE && p.PHONE ? `${p.PHONE_TYPE} ${p.PHONE}` : ''].filter(Boolean).join(' · ');

/** The manifest's content read-only: bill, parties, containers with VGM, goods and their allocation. */
export function Facts({ record, vgm }: { record: ManifestRecord; vgm: Map<string, number | null> }) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  const facts: [string, string][] = [
    [FIELD.MFT_CGO_ID![lang], record.MFT_CGO_ID],
    [FIELD.MFT_MBL_NO![lang], record.MFT_MBL_NO],
    [FIELD.MFT_HBL_NO![lang], record.MFT_HBL_NO],
    [FIELD.MFT_CARRIER![lang], record.MFT_CARRIER],
    [`${FIELD.MFT_VESSEL![lang]} / ${FIELD.MFT_VOYAGE![lang]}`, `${record.MFT_VESSEL} / ${record.MFT_VOYAGE}`],
    [`${FIELD.MFT_LOADING_CODE![lang]} → ${FIELD.MFT_DISCHARGE_CODE![lang]}`, `${record.MFT_LOADING_CODE} → ${record.MFT_DISCHARGE_CODE}`],
    [FIELD.MFT_LOADING_AT![lang], placeTime(record.MFT_LOADING_AT, record.LoadingZone)],
    [FIELD.MFT_CUSTOMS_CODE![lang], record.MFT_CUSTOMS_CODE],
    [FIELD.MFT_PAYMENT_TERM![lang], record.MFT_PAYMENT_TERM],
    [w.sums, `${record.MFT_TOTAL_PKGS} ${record.MFT_PACKAGE} · ${record.MFT_TOTAL_KG} kg · ${record.MFT_TOTAL_CBM} m³`],
    [w.customer, record.CompanyName],
  ];
  return (
    <Card className="mft-card" data-testid="mft-facts">
      <dl className="mft-facts">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v || '—'}</dd>
          </div>
        ))}
      </dl>
      <H4>{w.parties}</H4>
      <dl className="mft-facts mft-facts--wide">
        {(['Shipper', 'Consignee', 'Notify'] as const).map((k) => (
          <div key={k}>
            <dt>{FIELD[k]![lang]}</dt>
            <dd>{partyLine(record[k]) || '—'}</dd>
          </div>
        ))}
      </dl>
      <H4>{w.containers}</H4>
      <ContainersTable record={record} vgm={vgm} />
      <H4>{w.goods}</H4>
      <GoodsTable record={record} />
    </Card>
  );
}

/** The containers with their seal and VGM (the VGM declared, else the manifest's own). */
function ContainersTable({ record, vgm }: { record: ManifestRecord; vgm: Map<string, number | null> }) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  return (
    <HTMLTable compact striped className="mft-table">
      <thead>
        <tr>
          {['MFC_CNNO', 'MFC_SIZE_TYPE', 'MFC_SEALNO', 'MFC_VGM_KG'].map((f) => (
            <th key={f}>{FIELD[f]![lang]}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {record.Containers.map((c) => (
          <tr key={c.MFC_CNNO}>
            <td>{c.MFC_CNNO}</td>
            <td>{c.MFC_SIZE_TYPE}</td>
            <td>{c.MFC_SEALNO}</td>
            <td>{((k) => (k === null || k === undefined ? w.vgmNone : `${k} kg`))(vgm.get(c.MFC_CNNO) ?? c.MFC_VGM_KG)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** The goods lines and how each is allocated to the containers. */
function GoodsTable({ record }: { record: ManifestRecord }) {
  const lang = useLanguage();
  return (
    <HTMLTable compact striped className="mft-table">
      <thead>
        <tr>
          {['MFG_SEQ', 'MFG_DESC', 'MFG_HSCODE', 'MFG_PKGS', 'MFG_PACKAGE', 'MFG_GROSS_KG', 'MFG_CBM', 'Allocation'].map((f) => (
            <th key={f}>{FIELD[f]![lang]}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {record.Items.map((i) => (
          <tr key={i.MFG_SEQ}>
            <td>{i.MFG_SEQ}</td>
            <td>{i.MFG_DESC}</td>
            <td>{i.MFG_HSCODE}</td>
            <td>{i.MFG_PKGS}</td>
            <td>{i.MFG_PACKAGE}</td>
            <td>{i.MFG_GROSS_KG}</td>
            <td>{i.MFG_CBM ?? ''}</td>
            <td>{i.Allocation.map((a) => `${a.CNNO} ${a.PKGS}/${a.KG}kg`).join('; ')}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
