import { AnchorButton, Callout, Card, H2, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hblSharePdfCall } from '../../contract/houseBill/calls';
import { billSheet } from '../../domain/houseBill/sheet';
import { HBL_STATUS } from '../../domain/houseBill/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { ApiError } from '../../streams/callApi';
import { useShareToken } from '../../ui/shareToken';
import { decideSharedHbl, sharedHblQuery } from './api';
import { BillSheetView } from './BillSheetView';
import { DraftAnswer } from './DraftAnswer';
import { billWords, hblStatusWords } from './words';

/**
 * `/external/mainifest/blDraft?t=…` (operations.md §10.5 "draft to shipper"): whoever holds the
 * draft's share link — the shipper without an account — reads the bill as it will print, downloads
 * the watermarked draft PDF, and approves it or asks for changes. The token is the authority (no
 * session); an ended or revoked link, or a voided bill, says so and shows nothing. The answer ends
 * the link (issue 45 item 15b): the page then shows the answer given, and nothing of the draft.
 */
export default function HblDraftSharePage() {
  const w = useWords(billWords);
  const lang = useLanguage();
  const client = useQueryClient();
  const token = useShareToken();
  const shared = useQuery(sharedHblQuery(token, !!token));
  const error = shared.error instanceof ApiError ? shared.error : undefined;
  const [answered, setAnswered] = useState<boolean>();

  if (answered !== undefined)
    return (
      <div data-testid="hbl-share-answered">
        <NonIdealState icon="tick-circle" title={w.shareTitle} description={`${answered ? w.approvedNote : w.changesAsked} ${w.shareAnswered}`} />
      </div>
    );
  if (!token || error?.status === 404) return <NonIdealState icon="disable" title={w.shareTitle} description={w.shareGone} />;
  if (shared.isPending) return <Spinner />;
  if (!shared.data) return <Callout intent="danger">{shared.error?.message}</Callout>;
  const h = shared.data;
  const decide = async (approve: boolean, comment: string) => {
    try {
      await decideSharedHbl({ t: token, Approve: approve, ...(approve ? {} : { Comment: comment }) });
    } catch (e) {
      await client.invalidateQueries({ queryKey: sharedHblQuery(token).queryKey });
      throw e;
    }
    // the link has ended with the answer: what was answered stays on the page, the draft does not
    client.removeQueries({ queryKey: sharedHblQuery(token).queryKey });
    setAnswered(approve);
  };
  return (
    <section style={{ maxWidth: 1000, margin: '24px auto', padding: '0 16px' }} data-testid="hbl-share-page">
      <H2>
        {w.shareTitle} · {h.HBL_NO} <Tag>{hblStatusWords[h.HBL_STATUS]?.[lang]}</Tag>
      </H2>
      <Card>
        {h.HBL_STATUS === HBL_STATUS.PENDING ? <p>{w.shareIntro}</p> : null}
        <AnchorButton icon="download" text={w.downloadDraft} href={`${hblSharePdfCall.path}?t=${encodeURIComponent(token)}`} target="_blank" />
        <BillSheetView sheet={billSheet(h, 'DRAFT')} />
        <DraftAnswer status={h.HBL_STATUS} changesAsked={!!h.HBL_DRAFT_COMMENT} mayDecide decide={decide} />
        {h.HBL_STATUS > HBL_STATUS.APPROVED ? <Callout intent="success">{w.shareDone}</Callout> : null}
      </Card>
    </section>
  );
}
