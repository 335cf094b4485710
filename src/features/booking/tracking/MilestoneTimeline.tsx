import { H4, Icon, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../domain/dates';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { milestonesQueryOptions } from '../api/bookings';
import { MILESTONE_STATE_WORDS, MILESTONE_WORDS, trackingWords } from './words';

/** One order's milestone timeline (OrderTrackingDetail): done with when, planned with the schedule's time, or not yet. */
export function MilestoneTimeline(props: { id: number }) {
  const lang = useLanguage();
  const w = useWords(trackingWords);
  const q = useQuery(milestonesQueryOptions(props.id));
  if (q.isPending) return <Spinner size={20} />;
  if (q.isError) return null;
  return (
    <section aria-label={w.milestones} data-testid="booking-milestones">
      <H4>{w.milestones}</H4>
      <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {q.data.Milestones.map((m) => (
          <li
            key={m.Code}
            data-state={m.State}
            style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '2px 0', opacity: m.State === 'DONE' ? 1 : 0.7 }}
          >
            <Icon
              icon={m.State === 'DONE' ? 'tick-circle' : m.State === 'EXPECTED' ? 'time' : 'circle'}
              intent={m.State === 'DONE' ? 'success' : m.State === 'EXPECTED' ? 'primary' : 'none'}
            />
            <span style={{ minWidth: 140 }}>{MILESTONE_WORDS[m.Code][lang]}</span>
            <span className="bp6-text-muted">
              {MILESTONE_STATE_WORDS[m.State][lang]}
              {m.At ? ` · ${formatDate(m.At, 'dateTime')}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
