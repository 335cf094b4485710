import { useState } from 'react';
import type { OpportunityRow, StagesWire } from '../../../contract/crm/opportunityCalls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { type CardActions, OpportunityCard } from './OpportunityCard';
import { nameIn, totalsOf } from './stageNames';
import { oppWords } from './words';

/** The kanban (commercial.md §7.4): a column per stage with its count and Σ estimated GP per currency; a card dropped on an open column moves there. */
export function OpportunityBoard({ rows, stages, actions }: { rows: readonly OpportunityRow[]; stages: StagesWire; actions: CardActions }) {
  const w = useWords(oppWords);
  const lang = useLanguage();
  const [over, setOver] = useState<string | null>(null);
  const drop = (code: string, id: string) => {
    setOver(null);
    const o = rows.find((r) => String(r.Id) === id);
    if (!o || o.Stage === code) return;
    if (code === 'WON') actions.win(o);
    else if (code === 'LOST') actions.lose(o);
    else actions.move(o, code);
  };
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: `repeat(${stages.Stages.length}, minmax(0, 1fr))`, gap: 8, alignItems: 'start' }}
      data-testid="crm-opp-board"
    >
      {stages.Stages.map((s) => {
        const mine = rows.filter((r) => r.Stage === s.Code);
        return (
          <section
            key={s.Code}
            data-testid={`crm-opp-col-${s.Code}`}
            aria-label={nameIn(s, lang)}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(s.Code);
            }}
            onDragLeave={() => setOver((x) => (x === s.Code ? null : x))}
            onDrop={(e) => {
              e.preventDefault();
              drop(s.Code, e.dataTransfer.getData('text/plain'));
            }}
            style={{
              background: over === s.Code ? 'var(--crm-opp-over, rgba(45, 114, 210, 0.15))' : 'rgba(143, 153, 168, 0.12)',
              borderRadius: 4,
              padding: 8,
              minHeight: 320,
            }}
          >
            <header style={{ marginBottom: 8 }}>
              <div style={{ display: 'flex', justifyContent: 'space-between', fontWeight: 600 }}>
                <span>{nameIn(s, lang)}</span>
                <span className="bp6-text-muted" data-testid="crm-opp-count">
                  {w.count(mine.length)} · {s.WinRate}%
                </span>
              </div>
              <div className="bp6-text-small bp6-text-muted" data-testid="crm-opp-total" style={{ minHeight: 16 }}>
                {totalsOf(mine).join(' + ')}
              </div>
            </header>
            {mine.map((o) => (
              <OpportunityCard key={o.Id} o={o} stages={stages} actions={actions} />
            ))}
          </section>
        );
      })}
    </div>
  );
}
