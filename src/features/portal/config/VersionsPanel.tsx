import { Button, Card, H4, HTMLTable } from '@blueprintjs/core';
import { useWords } from '../../../i18n/words';
import { useCallAction } from '../../../lib/useCallAction';
import { portalKeys, useRollback, useVersions } from '../api/config';
import { callApi } from '../../../streams/callApi';
import { portalCalls as C } from '../../../contract/portal/calls';
import { portalWords } from '../words';

/** Publish the drafts, and the history of published versions with roll back (§14.4). */
export function VersionsPanel({ company }: { company?: number }) {
  const w = useWords(portalWords);
  const versions = useVersions(company);
  const rollback = useRollback();
  const publish = useCallAction((i: { CompanyId?: number }) => callApi(C.sitePublish, i), [portalKeys.site(company), portalKeys.versions(company)]);
  return (
    <Card className="ptl-versions" data-testid="portal-versions">
      <H4>{w.versions}</H4>
      <p className="ptl-hint">{w.draftNote}</p>
      <Button
        intent="primary"
        icon="globe-network"
        text={w.publish}
        data-testid="portal-publish"
        onClick={() => void publish({ CompanyId: company }, w.publish)}
      />
      {versions.data?.Items.length ? (
        <HTMLTable compact className="ptl-table">
          <tbody>
            {versions.data.Items.map((v) => (
              <tr key={v.Version}>
                <td>{w.version(v.Version)}</td>
                <td>{v.PublishedAt}</td>
                <td>{v.PublishedBy}</td>
                <td>
                  {v.Current ? (
                    <strong>{w.current}</strong>
                  ) : (
                    <Button small text={w.rollback} onClick={() => void rollback.mutateAsync({ CompanyId: company, Version: v.Version })} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        <p>{w.noVersions}</p>
      )}
    </Card>
  );
}
