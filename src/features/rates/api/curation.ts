import type { CallInput } from '../../../contract/call';
import { curationCalls } from '../../../contract/rates/curationCalls';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { ratesKeys } from './keys';

/** What the platform site recommends: its hot ports, or its featured rates (one curation screen edits either). */
export type CurationKind = 'ports' | 'rates';
export type PortEntryInput = CallInput<typeof curationCalls.portSave>;
export type RateEntryInput = CallInput<typeof curationCalls.rateSave>;

/** An entry's change shows on the curation list and on the home page that shows the entries. */
const changed = (kind: CurationKind) => () => [ratesKeys.curation(kind), kind === 'ports' ? ratesKeys.homePorts() : ratesKeys.homeFeatured()];

/** Adding an entry, or changing one (its place in the order). */
export const useSaveCurationEntry = (kind: CurationKind) =>
  useCallMutation(
    (input: PortEntryInput | RateEntryInput) =>
      kind === 'ports' ? callApi(curationCalls.portSave, input as PortEntryInput) : callApi(curationCalls.rateSave, input as RateEntryInput),
    changed(kind),
  );

export const useDeleteCurationEntry = (kind: CurationKind) =>
  useCallMutation(
    (input: { Id: number }) => (kind === 'ports' ? callApi(curationCalls.portDelete, input) : callApi(curationCalls.rateDelete, input)),
    changed(kind),
  );
