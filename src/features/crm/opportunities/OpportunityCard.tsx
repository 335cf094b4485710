import { Button, Card, Menu, MenuItem, Popover, Tag } from '@blueprintjs/core';
import type { KeyboardEvent } from 'react';
import type { OpportunityRow, StagesWire } from '../../../contract/crm/opportunityCalls';
import { CRM_ACCESS as A } from '../../../contract/crm/module';
import { neighbourStage } from '../../../domain/crm/opportunityStages';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { AccessGate } from '../../../ui/AccessGate';
import { amountText, nameIn, reasonName } from './stageNames';
import { oppWords } from './words';

export interface CardActions {
  move(o: OpportunityRow, stage: string): void;
  win(o: OpportunityRow): void;
  lose(o: OpportunityRow): void;
}

const asStages = (s: StagesWire) => s.Stages.map((x) => ({ code: x.Code, name: { zh: x.NameZh, en: x.NameEn }, rate: x.WinRate }));

/** One opportunity on the board: dragged to another column, or focused and moved with `[` / `]`, or by its Move menu. */
export function OpportunityCard({ o, stages, actions }: { o: OpportunityRow; stages: StagesWire; actions: CardActions }) {
  const w = useWords(oppWords);
  const lang = useLanguage();
  const open = !stages.Stages.find((s) => s.Code === o.Stage)?.End;
  const onKey = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget || (e.key !== '[' && e.key !== ']')) return;
    const to = neighbourStage(asStages(stages), o.Stage, e.key === ']' ? 1 : -1);
    if (to) {
      e.preventDefault();
      actions.move(o, to);
    }
  };
  const targets = stages.Stages.filter((s) => !s.End && s.Code !== o.Stage);
  return (
    <Card
      compact
      interactive
      tabIndex={0}
      draggable
      onDragStart={(e) => e.dataTransfer.setData('text/plain', String(o.Id))}
      onKeyDown={onKey}
      className="crm-opp-card"
      data-testid="crm-opp-card"
      data-id={o.Id}
      aria-label={`${o.Name} · ${o.CustomerName}`}
      style={{ marginBottom: 8, padding: '8px 10px' }}
    >
      <div style={{ fontWeight: 600 }}>{o.Name}</div>
      <div className="bp6-text-muted bp6-text-small">{o.CustomerName}</div>
      <div style={{ marginTop: 4, fontWeight: 500 }}>{amountText(o)}</div>
      <div className="bp6-text-muted bp6-text-small">
        {o.OwnerName} · {o.ActualCloseDate ?? o.ExpectedCloseDate ?? ''}
      </div>
      {o.FailureReason && (
        <Tag minimal intent="danger" style={{ marginTop: 4 }}>
          {reasonName(stages, o.FailureReason, lang)}
        </Tag>
      )}
      <AccessGate access={A.crmOpportunityEdit}>
        <div style={{ display: 'flex', gap: 2, marginTop: 6, whiteSpace: 'nowrap' }}>
          <Popover
            placement="bottom-start"
            content={
              <Menu>
                {targets.map((s) => (
                  <MenuItem key={s.Code} text={`${nameIn(s, lang)} · ${s.WinRate}%`} onClick={() => actions.move(o, s.Code)} />
                ))}
              </Menu>
            }
          >
            <Button size="small" variant="minimal" icon="arrow-right" aria-label={w.move} title={w.move} />
          </Popover>
          {open && (
            <>
              <AccessGate access={A.crmOpportunityWin}>
                <Button size="small" variant="minimal" intent="success" text={w.win} onClick={() => actions.win(o)} />
              </AccessGate>
              <AccessGate access={A.crmOpportunityLose}>
                <Button size="small" variant="minimal" intent="danger" text={w.lose} onClick={() => actions.lose(o)} />
              </AccessGate>
            </>
          )}
        </div>
      </AccessGate>
    </Card>
  );
}
