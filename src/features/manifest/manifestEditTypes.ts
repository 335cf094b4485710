import type { ManifestRecord } from '../../contract/manifest';
import type { Draft } from './editorModel';

/** The manifest edit machine's context, events and answers (manifestEditMachine.ts). */

/** What the live check answers and the side panel shows: the problems, the SI difference, the deadline. */
export type CheckView = Pick<ManifestRecord, 'Problems' | 'SiDiff' | 'Deadline'>;

/** Why the draft may be behind the stored manifest: someone else saved meanwhile, or a save was refused as stale. */
export type StaleNote = { by: 'elsewhere' } | { by: 'refusal'; message: string };

/** What the person is told when a step ends (the screen words it and shows a toast). */
export type EditNotice =
  | { intent: 'success'; say: 'saved' | 'submitted' | 'amendmentSent' | 'deleteSent' | 'cancelled' }
  | { intent: 'warning'; say: 'submitFailed' }
  | { intent: 'danger'; say: 'refusal'; message: string };

/** Removing the manifest: an amendment's "delete and send again" (with its change reason), or a draft's cancellation. */
export type Removal = { kind: 'delete'; reason: string } | { kind: 'cancel' };

export interface ManifestEditContext {
  id: number;
  draft: Draft;
  /** The version a save sends (the last one saved here or read). */
  version: number;
  /** The stored version the draft was last built from: a newer one read while nothing is unsaved replaces the draft. */
  readVersion: number;
  dirty: boolean;
  check: CheckView;
  stale?: StaleNote;
  /** What a save started by submit or send-amendment leads to. */
  afterSave?: 'submit' | 'amend';
  amendment?: { reason: string; remarks: string };
  removal?: Removal;
}

export type ManifestEditEvent =
  | { type: 'draft.change'; draft: Draft }
  | { type: 'record.read'; record: ManifestRecord }
  | { type: 'stale.reload'; record: ManifestRecord }
  | { type: 'save' }
  | { type: 'submit' }
  | { type: 'amend.send'; reason: string; remarks: string }
  | { type: 'delete.ask'; reason: string }
  | { type: 'cancel.ask' }
  /** Raised: the draft was replaced by the stored one (a check still running would answer about the old one). */
  | { type: 'draft.adopted' };

export interface SaveAnswer {
  VERSION: number;
  Problems: CheckView['Problems'];
}
export interface SubmitAnswer {
  Failed: { Problems: CheckView['Problems'] }[];
}
