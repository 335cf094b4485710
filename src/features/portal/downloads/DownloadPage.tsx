import { Button, H2, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { saveDownload } from '../../../lib/saveFile';
import { showToast } from '../../../ui/toaster';
import { useRoute } from '../../../ui/routeContext';
import { publicDownloadsOptions } from '../api/downloads';
import { PublicSite, usePublicSite } from '../public/PublicSite';
import { downloadWords } from './words';

export const sizeOf = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);

export function Files() {
  const w = useWords(downloadWords);
  const { preview } = usePublicSite();
  const list = useQuery(publicDownloadsOptions(preview));
  if (!list.data) return null;
  if (!list.data.Items.length) return <p>{w.none}</p>;
  return (
    <>
      <HTMLTable striped className="ptl-table" data-testid="site-downloads">
        <thead>
          <tr>
            <th>{w.fileTitle}</th>
            <th>{w.category}</th>
            <th>{w.size}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {list.data.Items.map((d) => (
            <tr key={d.Id}>
              <td>
                {d.Title}
                {d.Audience === 'CUSTOMERS' && (
                  <Tag minimal intent="primary" className="ptl-tag" data-testid="customers-only">
                    {w.customersOnly}
                  </Tag>
                )}
              </td>
              <td>{d.Category}</td>
              <td>{sizeOf(d.Size)}</td>
              <td>
                {d.Audience === 'CUSTOMERS' ? (
                  // a customers-only file needs the session: fetched with it, then saved
                  <Button
                    variant="minimal"
                    intent="primary"
                    text={w.download}
                    onClick={() => saveDownload(d.Url).catch(() => showToast({ intent: 'danger', message: w.notDownloaded }))}
                  />
                ) : (
                  <a href={d.Url} download={d.FileName}>
                    {w.download}
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {!list.data.Items.some((d) => d.Audience === 'CUSTOMERS') && <p className="ptl-muted">{w.signInForMore}</p>}
    </>
  );
}

/** `/customer/dataDownload`, `/external/electronic/download`: the site's public files, and its customers-only ones to a customer's employee signed in. */
export default function DownloadPage() {
  const route = useRoute();
  const lang = useLanguage();
  return (
    <PublicSite>
      <H2>{route.title[lang]}</H2>
      <Files />
    </PublicSite>
  );
}
