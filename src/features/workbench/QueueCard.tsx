import { Card, H4, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router-dom';

export interface QueueCardProps {
  title: string;
  /** How many wait; undefined while loading, null when it could not be counted. */
  count: number | undefined | null;
  /** What the number counts ("SI awaiting review"). */
  unit: string;
  href: string;
  /** The link's words ("Open the review queue"). */
  action: string;
  testId: string;
}

/** One queue on a start page: how many wait, and the way to them. */
export function QueueCard({ title, count, unit, href, action, testId }: QueueCardProps) {
  return (
    <Card className="start-card" data-testid={testId}>
      <H4>{title}</H4>
      <p className="start-card__count">
        {count === undefined ? <Spinner size={16} /> : <strong data-testid={`${testId}-count`}>{count ?? '–'}</strong>} {unit}
      </p>
      <Link to={href}>{action}</Link>
    </Card>
  );
}
