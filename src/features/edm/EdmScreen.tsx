import { Button, HTMLTable, NonIdealState, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { CampaignRow } from '../../contract/edm/calls';
import { campaignStatusWords } from '../../domain/edm/campaignState';
import { placeTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { campaignsQueryOptions } from './api/edm';
import { CampaignPanel } from './CampaignPanel';
import { TemplatesPanel } from './TemplatesPanel';
import { edmWords } from './words';
import './edm.css';

const INTENT = { DRAFT: 'none', SCHEDULED: 'primary', RUNNING: 'warning', PAUSED: 'danger', CANCELLED: 'none', FINISHED: 'success' } as const;

/**
 * /EDM/FreightEDM (commercial.md §8.4): the company's campaigns with their status in words and their
 * counts; the chosen one (`?Id=`) edited, previewed as a contact, tested, scheduled, paused, and
 * followed recipient by recipient. `?Id=new` starts a draft. The Templates tab (`?Tab=templates`):
 * TemplatesPanel.tsx.
 */
export default function EdmScreen() {
  const w = useWords(edmWords);
  const [params, setParams] = useSearchParams();
  const tab = params.get('Tab') === 'templates' ? 'templates' : 'campaigns';
  const openCampaign = (id: number | 'new') => setParams({ Id: String(id) });
  return (
    <Tabs id="edm-tabs" selectedTabId={tab} onChange={(t) => setParams(t === 'templates' ? { Tab: 'templates' } : {})} renderActiveTabPanelOnly>
      <Tab id="campaigns" title={w.campaigns} panel={<CampaignsView chosen={params.get('Id')} onOpen={openCampaign} />} />
      <Tab
        id="templates"
        title={w.templatesTab}
        panel={
          <TemplatesPanel
            chosen={params.get('Template')}
            onOpen={(id) => setParams({ Tab: 'templates', Template: String(id) })}
            onCampaign={(id) => openCampaign(id)}
          />
        }
      />
    </Tabs>
  );
}

/** The campaigns tab: the list on the left, the chosen one (`?Id=`, or `new`) on the right. */
function CampaignsView(props: { chosen: string | null; onOpen(id: number | 'new'): void }) {
  const w = useWords(edmWords);
  const { chosen, onOpen: open } = props;
  const list = useQuery(campaignsQueryOptions());
  return (
    <div className="edm-page">
      <section className="edm-list" aria-label={w.campaigns}>
        <div className="edm-list-head">
          <h2>{w.title}</h2>
          <Button intent="primary" onClick={() => open('new')} data-testid="edm-new">
            {w.newCampaign}
          </Button>
        </div>
        {list.isSuccess && !list.data.length ? <NonIdealState title={w.noCampaign} /> : <CampaignTable rows={list.data ?? []} chosen={chosen} onOpen={open} />}
      </section>
      <section className="edm-detail">
        {chosen ? (
          <CampaignPanel key={chosen} id={chosen === 'new' ? undefined : Number(chosen)} onSaved={(id) => open(id)} />
        ) : (
          <NonIdealState title={w.pickCampaign} />
        )}
      </section>
    </div>
  );
}

function CampaignTable(props: { rows: CampaignRow[]; chosen: string | null; onOpen(id: number): void }) {
  const w = useWords(edmWords);
  const lang = useLanguage();
  return (
    <HTMLTable compact interactive className="edm-table">
      <thead>
        <tr>
          <th>{w.name}</th>
          <th>{w.status}</th>
          <th>{w.sendAt}</th>
          <th>{w.sent}</th>
          <th>{w.opened}</th>
          <th>{w.clicked}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((r) => (
          <tr key={r.Id} className={String(r.Id) === props.chosen ? 'edm-row-open' : undefined} onClick={() => props.onOpen(r.Id)} data-testid="edm-row">
            <td>
              <button type="button" className="edm-link" onClick={() => props.onOpen(r.Id)}>
                {r.Name}
              </button>
            </td>
            <td>
              <Tag minimal intent={INTENT[r.Status]} data-testid="edm-status">
                {campaignStatusWords[r.Status][lang]}
              </Tag>
            </td>
            <td>{placeTime(r.SendAt)}</td>
            <td>
              {r.Stats.Sent}/{r.Stats.ToSend}
            </td>
            <td>{r.Stats.Opened}</td>
            <td>{r.Stats.Clicked}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
