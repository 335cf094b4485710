import { Button, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SURVEY_PAGES } from '../../contract/survey/module';
import type { SurveyRow } from '../../contract/survey/calls';
import type { Audience } from '../../domain/survey/survey';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { surveyListQueryOptions } from './api/survey';
import { SurveyDetail } from './SurveyDetail';
import { STATUS_INTENT } from './status';
import { surveyWords } from './words';
import './survey.css';

const audienceOf = (path: string): Audience =>
  (Object.entries(SURVEY_PAGES).find(([, p]) => p.toLowerCase() === path.toLowerCase())?.[0] as Audience | undefined) ?? 'USER';

/**
 * The three system pages of surveys (issue 51), one per audience: the list on the left (↑/↓ move
 * through it), the chosen survey on the right — its editor while a draft, its results once sent.
 */
export default function SurveyScreen() {
  const audience = audienceOf(useLocation().pathname);
  const w = useWords(surveyWords);
  const lang = useLanguage();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<number | 'new' | undefined>();
  const list = useQuery(surveyListQueryOptions(audience, q));
  const rows = list.data ?? [];
  const move = (by: number) => {
    if (!rows.length) return;
    const at = rows.findIndex((r) => r.Id === chosen);
    setChosen(rows[Math.min(rows.length - 1, Math.max(0, at + by))]!.Id);
  };
  const title = (r: SurveyRow) => (lang === 'en' && r.TitleEn) || r.TitleZh;
  return (
    <div className="survey-screen">
      <div className="survey-list">
        <div className="survey-list-head">
          <strong>{w[audience]}</strong>
          <Button intent="primary" icon="add" text={w.newSurvey} onClick={() => setChosen('new')} />
        </div>
        <InputGroup leftIcon="search" placeholder={w.search} value={q} onChange={(e) => setQ(e.target.value)} aria-label={w.search} />
        {list.isPending ? <Spinner size={20} /> : null}
        {!list.isPending && !rows.length ? <NonIdealState icon="clipboard" title={w.none} /> : null}
        <div
          role="listbox"
          tabIndex={0}
          aria-label={w[audience]}
          className="survey-rows"
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              move(e.key === 'ArrowDown' ? 1 : -1);
            }
          }}
        >
          {rows.map((r) => (
            <div
              key={r.Id}
              role="option"
              tabIndex={-1}
              aria-selected={r.Id === chosen}
              className={`survey-row${r.Id === chosen ? ' is-chosen' : ''}`}
              onClick={() => setChosen(r.Id)}
              onKeyDown={(e) => e.key === 'Enter' && setChosen(r.Id)}
            >
              <div className="survey-row-title">{title(r)}</div>
              <div className="survey-row-facts">
                <Tag minimal intent={STATUS_INTENT[r.Status]}>
                  {w[r.Status]}
                </Tag>
                {r.Status === 'DRAFT' ? null : (
                  <span>
                    {w.answeredCount} {r.Answered}/{r.Sent}
                  </span>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="survey-detail">
        {chosen === undefined ? (
          <NonIdealState icon="clipboard" title={w.pick} />
        ) : (
          <SurveyDetail
            key={String(chosen)}
            audience={audience}
            id={chosen === 'new' ? undefined : chosen}
            onMade={setChosen}
            onGone={() => setChosen(undefined)}
          />
        )}
      </div>
    </div>
  );
}
