import { Button, Callout, Card, H4 } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignStatusWords, movesFrom } from '../../domain/edm/campaignState';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useCallAction } from '../../lib/useCallAction';
import { campaignQueryOptions, cancelCampaign, edmKeys, pauseCampaign, resumeCampaign } from './api/edm';
import { CampaignEditor } from './CampaignEditor';
import { CampaignFlow } from './CampaignFlow';
import { CampaignStats } from './CampaignStats';
import { edmWords } from './words';

/** One campaign: its editor while a draft (or scheduled), the way out (preview, test, schedule), its moves and its statistics. */
export function CampaignPanel(props: { id?: number; onSaved(id: number): void }) {
  const w = useWords(edmWords);
  const lang = useLanguage();
  const qc = useQueryClient();
  const one = useQuery(campaignQueryOptions(props.id));
  const changed = [edmKeys.all];
  const pause = useCallAction(pauseCampaign, changed);
  const resume = useCallAction(resumeCampaign, changed);
  const cancel = useCallAction(cancelCampaign, changed);
  if (props.id !== undefined && !one.data) return null;
  const c = one.data;
  const moves = c ? movesFrom(c.Status) : ['edit'];
  const editable = moves.includes('edit');
  return (
    <>
      <Card>
        <H4>
          {c ? c.Name : w.newCampaign} {c ? <small>· {campaignStatusWords[c.Status][lang]}</small> : null}
        </H4>
        {c?.StatusReason === 'BOUNCE_RATE' ? <Callout intent="danger">{w.pausedForBounces}</Callout> : null}
        {c?.Status === 'RUNNING' ? <Callout intent="warning">{w.running}</Callout> : null}
        {editable ? (
          <CampaignEditor
            campaign={c}
            onSaved={(id) => {
              void qc.invalidateQueries({ queryKey: edmKeys.all });
              props.onSaved(id);
            }}
          />
        ) : null}
        <div className="edm-row">
          {c && moves.includes('pause') ? <Button onClick={() => void pause({ Id: c.Id }, w.moved)}>{w.pause}</Button> : null}
          {c && moves.includes('resume') ? <Button onClick={() => void resume({ Id: c.Id }, w.moved)}>{w.resume}</Button> : null}
          {c && moves.includes('cancel') ? (
            <Button intent="danger" minimal onClick={() => void cancel({ Id: c.Id }, w.moved)}>
              {w.cancel}
            </Button>
          ) : null}
        </div>
      </Card>
      {c && c.Status === 'DRAFT' ? <CampaignFlow key={`${c.Id}-${c.Version}`} campaignId={c.Id} /> : null}
      {c && c.Status !== 'DRAFT' ? <CampaignStats id={c.Id} /> : null}
    </>
  );
}
