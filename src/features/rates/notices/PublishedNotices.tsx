import { publishedNoticesQueryOptions } from '../api/reads';
import { Button, Callout, Card, H3, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '../../../contract/endpoints';
import { useWords } from '../../../i18n/words';
import { saveDownload } from '../../../lib/saveFile';
import { showToast } from '../../../ui/toaster';
import { noticeWords } from './words';

/**
 * The rate notices published to customers (GRI, PSS …), beside the customer's rate query: what
 * changes, from when, and the carrier's circular to download. A notice's message links here.
 */
export function PublishedNotices() {
  const w = useWords(noticeWords);
  const notices = useQuery(publishedNoticesQueryOptions());
  return (
    <section className="rate-search__quotes" aria-label={w.panel} data-testid="published-notices">
      <H3>{w.panel}</H3>
      {notices.isPending ? (
        <Spinner size={20} />
      ) : notices.isError ? (
        <Callout intent="danger">{notices.error.message}</Callout>
      ) : !notices.data.length ? (
        <NonIdealState icon="notifications" description={w.noNotices} />
      ) : (
        notices.data.map((n) => (
          <Card key={n.Id} compact>
            <strong>{n.Title}</strong> <Tag minimal>{w.effectiveFrom(n.EffectiveDate)}</Tag> {n.CarrierCode ? <Tag minimal>{n.CarrierCode}</Tag> : null}
            <p style={{ whiteSpace: 'pre-wrap' }}>{n.Body}</p>
            {n.AttachmentName ? (
              <Button
                size="small"
                icon="document"
                text={`${w.download} ${n.AttachmentName}`}
                onClick={() =>
                  void saveDownload(`${ENDPOINTS.noticeAttachment}?Id=${n.Id}`).catch((err: Error) => showToast({ intent: 'danger', message: err.message }))
                }
              />
            ) : null}
          </Card>
        ))
      )}
    </section>
  );
}
