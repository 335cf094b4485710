import { useAssignLevel } from '../api/levels';
import { levelCompaniesQueryOptions, levelsQueryOptions } from '../api/reads';
import { useState } from 'react';
import { Button, Callout, Checkbox, H2, HTMLSelect, HTMLTable, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { RATES_ACCESS } from '../../../contract/rates/module';
import { formatDate } from '../../../domain/dates';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { Gate } from '../../../session/Gate';
import { useRoute } from '../../../ui/routeContext';
import '../../../ui/searchForm.css';
import { searchWords } from './words';

/** The ticked companies with one ticked, or unticked. */
function toggled(ticked: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(ticked);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/**
 * /SeaFreight/FreightManagement/FreightCustomerLevelCompany (客户等级公司): every customer company
 * with the price tier it is priced at — its own place, or the default level for want of one — who
 * placed it and when; tick companies, choose a level, move them in one go. The levels with their
 * counts stand above. The search reads the place on every call, so a move prices at once.
 */
export default function LevelCompaniesScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(searchWords);
  const assign = useAssignLevel();
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [filter, setFilter] = useState('');
  const [target, setTarget] = useState('');
  const levels = useQuery(levelsQueryOptions());
  const companies = useQuery(levelCompaniesQueryOptions());
  const placeable = (levels.data ?? []).filter((l) => !l.IsPublic);
  const shown = (companies.data ?? []).filter((c) => !filter.trim() || c.CompanyName.includes(filter.trim()));
  const toggle = (id: number) => setTicked((t) => toggled(t, id));
  const move = async () => {
    const level = placeable.find((l) => String(l.Id) === target);
    if (!level || !ticked.size) return;
    if (await assign({ LevelId: level.Id, CompanyIds: [...ticked] }, w.moved(ticked.size, level.NameZh))) {
      setTicked(new Set());
    }
  };
  return (
    <section className="admin-screen" data-testid="level-companies">
      <H2>{route.title[lang]}</H2>
      <Callout icon="layers">{w.levelsHint}</Callout>
      <p className="rate-search__level">
        {(levels.data ?? []).map((l) => (
          <Tag key={l.Id} minimal intent={l.IsDefault ? 'primary' : 'none'} className="level-companies__tag">
            {l.NameZh} · {l.IsPublic ? w.publicTier : w.companiesIn(l.Companies)}
            {l.IsDefault ? ` · ${w.defaultTier}` : ''}
          </Tag>
        ))}
      </p>
      <div className="search-form">
        <InputGroup leftIcon="search" placeholder={w.findCompany} value={filter} onValueChange={setFilter} aria-label={w.findCompany} />
        <Gate access={RATES_ACCESS.levelAssign}>
          <HTMLSelect aria-label={w.moveTo} value={target} onChange={(e) => setTarget(e.currentTarget.value)}>
            <option value="">{w.moveTo}</option>
            {placeable.map((l) => (
              <option key={l.Id} value={String(l.Id)}>
                {l.NameZh}
              </option>
            ))}
          </HTMLSelect>
          <Button intent="primary" icon="swap-horizontal" disabled={!ticked.size || !target} text={w.moveTicked(ticked.size)} onClick={() => void move()} />
        </Gate>
      </div>
      {companies.isPending ? (
        <Spinner />
      ) : companies.isError ? (
        <Callout intent="danger">{companies.error.message}</Callout>
      ) : (
        <HTMLTable compact striped className="rate-search__results" aria-label={route.title[lang]}>
          <thead>
            <tr>
              <th />
              <th>{w.logCompany}</th>
              <th>{w.level}</th>
              <th>{w.placedBy}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((c) => (
              <tr key={c.CompanyId}>
                <td>
                  <Checkbox checked={ticked.has(c.CompanyId)} onChange={() => toggle(c.CompanyId)} aria-label={c.CompanyName} />
                </td>
                <td>{c.CompanyName}</td>
                <td>
                  {c.LevelName} {!c.Assigned && <Tag minimal>{w.byDefault}</Tag>}
                </td>
                <td>{c.Assigned ? `${c.AssignedBy || '—'} · ${formatDate(c.AssignedAt, 'dateTime')}` : ''}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
