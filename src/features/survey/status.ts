import type { Intent } from '@blueprintjs/core';
import type { SurveyStatus } from '../../domain/survey/survey';

/** How a survey's status is coloured (its words are in words.ts under the status's own name). */
export const STATUS_INTENT: Record<SurveyStatus, Intent> = { DRAFT: 'none', OPEN: 'primary', CLOSED: 'success' };
