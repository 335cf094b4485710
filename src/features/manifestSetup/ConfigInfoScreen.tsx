import { Button, Callout, H2, HTMLTable, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { ManifestConfig } from '../../contract/manifestSetup/calls';
import { MANIFEST_SETUP_ACCESS as A, MANIFEST_SETUP_PAGES as G } from '../../contract/manifestSetup/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useIdParam } from '../../lib/useIdParam';
import { Gate } from '../../session/Gate';
import { useRoute } from '../../ui/routeContext';
import { configLogQuery, configManifestsQuery, configQuery } from './api/setup';
import { HistoryList } from './HistoryList';
import { SentUnder } from './SentUnder';
import { manifestSetupWords } from './words';
import './manifestSetup.css';
import { formatDate } from '../../domain/dates';
import { mftFilingWords } from '../../domain/manifest/words';

const FLAGS = ['MCF_REQUIRE_VERIFY', 'MCF_AUTO_SEND', 'MCF_REQUIRE_SI_MATCH', 'MCF_REQUIRE_CONTACT', 'MCF_REQUIRE_HOUSE', 'MCF_ENABLED'] as const;

/**
 * One filing configuration read-only (`?id=`), its history, and the manifests sent under it (each
 * transmission records the configuration its send resolved), each opening on the page of its step.
 */
export default function ConfigInfoScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(manifestSetupWords);
  const navigate = useNavigate();
  const id = useIdParam();
  const record = useQuery(configQuery(id ?? 0, id !== undefined));
  const log = useQuery(configLogQuery(id ?? 0, id !== undefined));
  const sent = useQuery(configManifestsQuery(id ?? 0, id !== undefined));
  if (id === undefined) return <Callout intent="warning">{w.backToList}</Callout>;
  if (record.isPending) return <Spinner />;
  if (record.error) return <Callout intent="danger">{record.error.message}</Callout>;
  const c: ManifestConfig = record.data;
  const rows: [string, string][] = [
    [w.CompanyId, c.CompanyName || w.platformDefault],
    [w.MCF_FILING, mftFilingWords[c.MCF_FILING as keyof typeof mftFilingWords]?.[lang] ?? c.MCF_FILING],
    [w.MCF_CARRIER, c.MCF_CARRIER || w.anyValue],
    [w.MCF_LOADING_CODE, c.MCF_LOADING_CODE || w.anyValue],
    [w.MCF_CUSTOMS_CODE, c.MCF_CUSTOMS_CODE || '—'],
    [w.MCF_SENDER_CODE, c.MCF_SENDER_CODE || '—'],
    [w.MCF_CHANNEL, c.MCF_CHANNEL],
    [w.MCF_DEADLINE_HOURS, String(c.MCF_DEADLINE_HOURS)],
    ...FLAGS.map((k): [string, string] => [w[k], c[k] ? w.yes : w.no]),
    [w.MCF_REMARK, c.MCF_REMARK || '—'],
    [w.updatedAt, `${formatDate(c.UpdatedAt, 'dateTime')} ${c.UpdatedBy}`],
    [w.usedBy, sent.data ? w.usedByCount(sent.data.length) : '…'],
  ];

  return (
    <section className="admin-screen mft-setup" data-testid="manifest-config-info">
      <div className="mft-head">
        <Button icon="arrow-left" variant="minimal" text={w.backToList} onClick={() => navigate(G.configList)} />
        <H2>{route.title[lang]}</H2>
        <Gate access={A.manifestConfigEdit}>
          <Button icon="edit" text={w.edit} onClick={() => navigate(`${G.configEdit}?id=${c.Id}`)} />
        </Gate>
      </div>
      <HTMLTable compact>
        <tbody>
          {rows.map(([k, v]) => (
            <tr key={k}>
              <th>{k}</th>
              <td>{v}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <h3>{w.usedBy}</h3>
      <SentUnder rows={sent.data} />
      <h3>{w.history}</h3>
      <HistoryList log={log.data} />
    </section>
  );
}
