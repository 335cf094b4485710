import { Button, ButtonGroup, H2, InputGroup, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { OpportunityRow } from '../../../contract/crm/opportunityCalls';
import { CRM_ACCESS as A } from '../../../contract/crm/module';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { AccessGate } from '../../../ui/AccessGate';
import { useRoute } from '../../../ui/routeContext';
import { opportunitiesQueryOptions, stagesQueryOptions, useMoveStage } from './api';
import { LoseDialog, WinDialog } from './CloseDialogs';
import { NewOpportunityDialog } from './NewOpportunityDialog';
import { OpportunityBoard } from './OpportunityBoard';
import { OpportunityTable } from './OpportunityTable';
import { oppWords } from './words';

type Open = { kind: 'new' } | { kind: 'win' | 'lose'; o: OpportunityRow } | null;

/** /CRM/BusinessOpportunities (commercial.md §7.4): my opportunities (a manager's: the team's) by stage, or as a list; win or lose with a reason. */
export default function OpportunitiesScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(oppWords);
  const [view, setView] = useState<'board' | 'table'>('board');
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text.trim());
  const stages = useQuery(stagesQueryOptions()).data;
  const rows = useQuery(opportunitiesQueryOptions(deferred ? { Text: deferred } : {})).data;
  const move = useMoveStage();
  const [open, setOpen] = useState<Open>(null);
  const actions = {
    move: (o: OpportunityRow, stage: string) => void move({ Id: o.Id, Version: o.Version, Stage: stage }, w.moved),
    win: (o: OpportunityRow) => setOpen({ kind: 'win', o }),
    lose: (o: OpportunityRow) => setOpen({ kind: 'lose', o }),
  };
  return (
    <section className="admin-screen" data-testid="crm-opportunities">
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 8, flexWrap: 'wrap' }}>
        <H2 style={{ margin: 0 }}>{route.title[lang]}</H2>
        <ButtonGroup>
          <Button icon="column-layout" text={w.board} active={view === 'board'} onClick={() => setView('board')} />
          <Button icon="th-list" text={w.table} active={view === 'table'} onClick={() => setView('table')} />
        </ButtonGroup>
        <InputGroup leftIcon="search" placeholder={w.search} aria-label={w.search} value={text} onValueChange={setText} style={{ width: 240 }} />
        <span style={{ flex: 1 }} />
        <AccessGate access={A.crmOpportunityEdit}>
          <Button intent="primary" icon="add" text={w.add} onClick={() => setOpen({ kind: 'new' })} />
        </AccessGate>
      </div>
      <p className="bp6-text-muted">{w.hint}</p>
      {!stages || !rows ? (
        <Spinner />
      ) : view === 'board' ? (
        <OpportunityBoard rows={rows} stages={stages} actions={actions} />
      ) : (
        <OpportunityTable rows={rows} stages={stages} />
      )}
      {open?.kind === 'new' && <NewOpportunityDialog onClose={() => setOpen(null)} />}
      {open?.kind === 'win' && <WinDialog o={open.o} onClose={() => setOpen(null)} />}
      {open?.kind === 'lose' && stages && <LoseDialog o={open.o} stages={stages} onClose={() => setOpen(null)} />}
    </section>
  );
}
