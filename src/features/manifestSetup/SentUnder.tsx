import { HTMLTable, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { ConfigManifest } from '../../contract/manifestSetup/calls';
import { manifestFieldWords as F } from '../../contract/manifest/words';
import { rowHref } from '../../contract/manifest/rowPage';
import { formatDate } from '../../domain/dates';
import { mftStageWords, mftStatusWords } from '../../domain/manifest/words';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { manifestSetupWords } from './words';

/** The manifests sent under a configuration, last sent first: number (opening it on its step's page), bill, state, when. */
export function SentUnder({ rows }: { rows: ConfigManifest[] | undefined }) {
  const w = useWords(manifestSetupWords);
  const lang = useLanguage();
  if (!rows) return <Spinner size={20} />;
  if (!rows.length) return <p className="bp6-text-muted">{w.noneSentUnder}</p>;
  const state = (r: ConfigManifest) => {
    const s = mftStatusWords[r.MFT_STATUS as keyof typeof mftStatusWords]?.[lang] ?? String(r.MFT_STATUS);
    return r.MFT_STAGE !== 'NONE' ? `${s}（${mftStageWords[r.MFT_STAGE]?.[lang] ?? r.MFT_STAGE}）` : s;
  };
  return (
    <HTMLTable compact striped data-testid="config-sent-under" data-count={rows.length}>
      <thead>
        <tr>
          <th>{F.MFT_NO[lang]}</th>
          <th>{F.MFT_MBL_NO[lang]}</th>
          <th>{F.MFT_HBL_NO[lang]}</th>
          <th>{w.CompanyId}</th>
          <th>{F.MFT_STATUS[lang]}</th>
          <th>{w.sentAt}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.Id} data-status={r.MFT_STATUS}>
            <td>
              <Link to={rowHref('staff', r)}>{r.MFT_NO}</Link>
            </td>
            <td>{r.MFT_MBL_NO}</td>
            <td>{r.MFT_HBL_NO}</td>
            <td>{r.CompanyName}</td>
            <td>{state(r)}</td>
            <td>{formatDate(r.SentAt, 'dateTime')}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
