import { Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { Audience } from '../../domain/survey/survey';
import { surveyQueryOptions } from './api/survey';
import { SurveyEditor } from './SurveyEditor';
import { SurveyResults } from './SurveyResults';

export interface SurveyDetailProps {
  audience: Audience;
  /** None: a new survey. */
  id?: number;
  /** A new survey was saved under this id. */
  onMade: (id: number) => void;
  /** The draft was deleted. */
  onGone: () => void;
}

/** One survey: its editor while a draft (or new), its results once sent. */
export function SurveyDetail({ audience, id, onMade, onGone }: SurveyDetailProps) {
  const one = useQuery(surveyQueryOptions(id));
  if (id === undefined) return <SurveyEditor audience={audience} onMade={onMade} onGone={onGone} />;
  if (!one.data) return <Spinner />;
  if (one.data.Status === 'DRAFT') return <SurveyEditor audience={audience} survey={one.data} onMade={onMade} onGone={onGone} />;
  return <SurveyResults survey={one.data} />;
}
