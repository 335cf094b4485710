import { Callout, Card, H4, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SiChange } from '../../domain/si/diff';
import { timeLeft } from '../../domain/si/deadline';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { BOX_WORDS, FIELD_WORDS } from './siFieldNames';
import { Problems } from './SiProblems';
import { siKeys, type SiDetail } from './SiFacts';
import { type getReviewFacts, reviewFactsQueryOptions } from './api/review';
import { useWords } from '../../i18n/words';
import { siWords } from './words';

export const factsKey = siKeys.reviewFacts;

type ReviewFacts = Awaited<ReturnType<typeof getReviewFacts>>;

const n = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 3 });

function ChangeRow({ c }: { c: SiChange }) {
  const lang = useLanguage();
  const w = useWords(siWords);
  const field = c.Field ? ((FIELD_WORDS[c.Field] ?? BOX_WORDS[c.Field])?.[lang] ?? c.Field) : c.Line ? w.goodsLine : w.box;
  const where = [c.Container, c.Line ? w.lineNo(c.Line) : ''].filter(Boolean).join(' ');
  const kind = c.Kind === 'added' ? w.added : c.Kind === 'removed' ? w.removed : '';
  return (
    <tr className="si-change">
      <td>{where}</td>
      <td>
        {field}{' '}
        {kind && (
          <Tag minimal intent={c.Kind === 'added' ? 'success' : 'danger'}>
            {kind}
          </Tag>
        )}
      </td>
      <td className="pre si-change__before">{c.Before}</td>
      <td className="pre si-change__after">{c.After}</td>
    </tr>
  );
}

/**
 * What a reviewer decides on, beside the record (issue 11): the server's check (errors and
 * warnings), totals against the booking's containers, what the last resubmission changed, the
 * submitted time and the cut-off with the time left. Read for the version the record shows: a
 * different one means the SI changed meanwhile, and both reload.
 */
export function SiReviewFactsPanel({ si }: { si: SiDetail }) {
  const w = useWords(siWords);
  const lang = useLanguage();
  const facts = useQuery(reviewFactsQueryOptions(si.Id!));
  const f = facts.data;
  const queries = useQueryClient();
  // facts of another version than the record shown: the SI changed in between; read both again
  const mismatch = !!f && si.Version !== undefined && f.Version !== si.Version;
  useEffect(() => {
    if (!mismatch) return;
    void queries.invalidateQueries({ queryKey: siKeys.detail(si.Id) });
    void queries.invalidateQueries({ queryKey: factsKey(si.Id) });
  }, [mismatch, queries, si.Id]);
  if (!f || mismatch) return null;
  const left = timeLeft(f.Deadline, Date.now(), lang);
  const errors = f.Problems.filter((p) => p.Severity !== 'warning');
  return (
    <Card className="si-review-facts" data-testid="si-review-facts">
      <H4>{w.whatToDecideOn}</H4>
      <HTMLTable compact>
        <tbody>
          <tr>
            <th>{w.submittedAt}</th>
            <td data-testid="si-submitted-at">{formatDate(f.SubmittedAt, 'dateTime')}</td>
          </tr>
          <tr>
            <th>{w.cutOff}</th>
            <td data-testid="si-deadline">
              {f.Deadline}{' '}
              {left.text && (
                <Tag minimal intent={left.urgent ? 'danger' : 'none'}>
                  {left.text}
                </Tag>
              )}
            </td>
          </tr>
          <tr>
            <th>{w.totals}</th>
            <td data-testid="si-totals">{w.totalsOf(f.Totals.Boxes, n(f.Totals.Packages), n(f.Totals.Weight), n(f.Totals.Volume))}</td>
          </tr>
          <tr>
            <th>{w.bookedContainers}</th>
            <CoverageCell coverage={f.Coverage} />
          </tr>
        </tbody>
      </HTMLTable>
      {f.Problems.length === 0 ? (
        <Callout intent="success" icon="tick" data-testid="si-review-check">
          {w.serverCheckNoProblems}
        </Callout>
      ) : (
        <div data-testid="si-review-check">
          <p>{w.serverCheckFound(errors.length, f.Problems.length - errors.length)}</p>
          <Problems problems={f.Problems} record={si} />
        </div>
      )}
      {f.Changes && <SiChanges changes={f.Changes} />}
    </Card>
  );
}

/** What the last resubmission changed, field by field. */
function SiChanges({ changes }: { changes: NonNullable<ReviewFacts['Changes']> }) {
  const w = useWords(siWords);
  return (
    <div className="si-changes" data-testid="si-changes">
      <H4>{w.changedSince(formatDate(changes.At, 'dateTime'))}</H4>
      {changes.Items.length === 0 ? (
        <p>{w.contentDidNotChange}</p>
      ) : (
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th>{w.where}</th>
              <th>{w.field}</th>
              <th>{w.before}</th>
              <th>{w.after}</th>
            </tr>
          </thead>
          <tbody>
            {changes.Items.map((c, i) => (
              <ChangeRow key={i} c={c} />
            ))}
          </tbody>
        </HTMLTable>
      )}
    </div>
  );
}

/** The booked containers: how many are on this SI, each named with the SI it is on (or none), and the classes when the booking has no numbers yet. */
function CoverageCell({ coverage }: { coverage: ReviewFacts['Coverage'] }) {
  const w = useWords(siWords);
  const here = coverage.Booked.filter((b) => b.On === 'this');
  // a booking released online knows its classes and counts, not yet its container numbers
  const numbered = coverage.Booked.length > 0 || coverage.Classes.length === 0;
  return (
    <td data-testid="si-coverage">
      {numbered ? w.onThisSiOfBooked(here.length, coverage.Booked.length) : w.releasedWithoutNumbers}{' '}
      {!numbered &&
        coverage.Classes.map((c) => (
          <Tag
            key={c.TYPE}
            minimal
            intent={c.This + c.Other > c.Booked ? 'danger' : c.This + c.Other < c.Booked ? 'warning' : 'primary'}
            data-testid="si-coverage-class"
          >
            {w.classCoverage(c.TYPE, c.This, c.Other, c.Booked)}
          </Tag>
        ))}
      {coverage.Booked.map((b) => (
        <Tag
          key={b.CNNO}
          minimal
          intent={b.On === 'this' ? 'primary' : b.On === 'none' ? 'danger' : 'none'}
          title={b.On === 'other' ? `SI ${b.SiNo}` : undefined}
        >
          {b.CNNO} {b.TYPE}
          {b.On === 'other' ? ` → SI ${b.SiNo}` : b.On === 'none' ? w.onNoSi : ''}
        </Tag>
      ))}
      {coverage.Extra.length > 0 && <Tag intent="danger">{w.notBooked(coverage.Extra.join(', '))}</Tag>}
      {coverage.Missing.length > 0 && <Tag intent="warning">{w.onNoSiList(coverage.Missing.join(', '))}</Tag>}
    </td>
  );
}
