import { Button, H2, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CodeListRow } from '../../contract/codeLists/calls';
import { CODE_LIST_ACCESS as A } from '../../contract/codeLists/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { Gate } from '../../session/Gate';
import { useRoute } from '../../ui/routeContext';
import { codeListsQueryOptions } from './api/codeLists';
import { ListDetail } from './ListDetail';
import { ListDialog } from './ListDialog';
import { codeListWords } from './words';
import './codeLists.css';

/**
 * 基础代码 (/system/basicCode, issue 51): the code lists on the left (search; ↑/↓ move through
 * them), the chosen list's codes on the right with its history, Excel out and in.
 */
export default function CodeListsScreen() {
  const w = useWords(codeListWords);
  const lang = useLanguage();
  const route = useRoute();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<number>();
  const [making, setMaking] = useState(false);
  const lists = useQuery(codeListsQueryOptions(q.trim()));
  const rows = lists.data ?? [];
  const move = (by: number) => {
    if (!rows.length) return;
    const at = rows.findIndex((r) => r.Id === chosen);
    setChosen(rows[Math.min(rows.length - 1, Math.max(0, at + by))]!.Id);
  };
  const name = (r: CodeListRow) => (lang === 'en' && r.NameEn) || r.NameZh;
  return (
    <>
      <H2>{route.title[lang]}</H2>
      <div className="code-lists">
        <div className="code-lists__side">
          <div className="code-lists__head">
            <strong>{w.lists}</strong>
            <Gate access={A.codeListEdit}>
              <Button intent="primary" icon="add" text={w.newList} onClick={() => setMaking(true)} />
            </Gate>
          </div>
          <InputGroup leftIcon="search" placeholder={w.searchLists} aria-label={w.searchLists} value={q} onChange={(e) => setQ(e.target.value)} />
          {lists.isPending ? <Spinner size={20} /> : null}
          {!lists.isPending && !rows.length ? <NonIdealState icon="search" title={w.noLists} /> : null}
          <div
            role="listbox"
            tabIndex={0}
            aria-label={w.lists}
            className="code-lists__rows"
            onKeyDown={(e) => {
              if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
              e.preventDefault();
              move(e.key === 'ArrowDown' ? 1 : -1);
            }}
          >
            {rows.map((r) => (
              <ListRow key={r.Id} row={r} chosen={r.Id === chosen} name={name(r)} onChoose={() => setChosen(r.Id)} />
            ))}
          </div>
        </div>
        <div className="code-lists__main">
          {chosen === undefined ? (
            <NonIdealState icon="properties" title={w.pick} description={w.keysHint} />
          ) : (
            <ListDetail key={chosen} id={chosen} onGone={() => setChosen(undefined)} />
          )}
        </div>
        {making ? (
          <ListDialog
            onClose={() => setMaking(false)}
            onSaved={(id) => {
              setQ('');
              setChosen(id);
            }}
          />
        ) : null}
      </div>
    </>
  );
}

/** One list on the left: its name, code, kind and how many codes it holds. */
function ListRow({ row: r, chosen, name, onChoose }: { row: CodeListRow; chosen: boolean; name: string; onChoose: () => void }) {
  const w = useWords(codeListWords);
  return (
    <div
      role="option"
      tabIndex={-1}
      aria-selected={chosen}
      className={`code-lists__row${chosen ? ' is-chosen' : ''}`}
      onClick={onChoose}
      onKeyDown={(e) => e.key === 'Enter' && onChoose()}
    >
      <div className="code-lists__row-name">{name}</div>
      <div className="code-lists__row-facts">
        <code>{r.Code}</code>
        <Tag minimal intent={r.Kind === 'SYSTEM' ? 'primary' : 'none'}>
          {w[r.Kind]}
        </Tag>
        <span>{r.Entries}</span>
      </div>
    </div>
  );
}
