import { Button, Card, H4, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCESS } from '../../contract/access';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useCan } from '../../session/access';
import type { PanelProps } from '../../ui/panels';
import { billKeys, decideHblDraft, hblOfSiQuery, printHref } from './api';
import { DraftAnswer } from './DraftAnswer';
import { openPdf } from './hbl/HblDetail';
import { billWords, hblStatusWords } from './words';

/**
 * The "B/L draft" panel of an approved SI (the `si.detail` slot): the house bill's draft as the
 * clerk sent it — its state in words, the draft to print (watermarked), and the shipper's answer:
 * approve, or ask for changes with a comment. Nothing shows before a draft is sent.
 */
export default function BlDraftPanel({ siId }: PanelProps) {
  const w = useWords(billWords);
  const lang = useLanguage();
  const qc = useQueryClient();
  const mayDecide = useCan(ACCESS.hblDecide);
  const q = useQuery(hblOfSiQuery(siId ?? 0, siId !== undefined));
  const h = q.data;
  if (!h) return null;
  const decide = async (approve: boolean, comment: string) => {
    try {
      await decideHblDraft({ Id: h.Id, VERSION: h.VERSION, Approve: approve, ...(approve ? {} : { Comment: comment }) });
    } finally {
      await qc.invalidateQueries({ queryKey: billKeys.all });
    }
  };
  return (
    <Card className="bl-draft-panel" data-testid="bl-draft-panel">
      <H4>
        {w.blDraft} {h.HBL_NO} <Tag>{hblStatusWords[h.HBL_STATUS]?.[lang]}</Tag>
      </H4>
      <Button icon="print" text={w.printDraft} onClick={() => void openPdf(printHref(h.Id, 'DRAFT'))} />
      <DraftAnswer status={h.HBL_STATUS} changesAsked={!!h.HBL_DRAFT_COMMENT} mayDecide={mayDecide} decide={decide} />
    </Card>
  );
}
