import type { Signal } from '../../../src/contract/radar/calls';

/** A signal before names, owner and state: what the owners' records say. */
export type RawSignal = Pick<Signal, 'Kind' | 'Day' | 'At' | 'CompanyId' | 'PolCode' | 'PodCode' | 'Count' | 'Subject' | 'SuggestedAction'>;
