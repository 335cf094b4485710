import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { type publicTrackCall, trackSearchTopCall } from '../../../contract/publicTrack/calls';
import { PUBLIC_TRACK_PATHS as P } from '../../../contract/publicTrack/module';
import { callApi, callRef } from '../../../streams/callApi';

/** The public tracking module's query keys, named once. */
export const publicTrackKeys = {
  all: ['publicTrack'] as const,
  /** A number as asked (normalised) on a page: asked again only when the visitor asks again. */
  track: (no: string, channel: string, asked: number) => [...publicTrackKeys.all, 'track', no, channel, asked] as const,
  top: (filters: string) => [...publicTrackKeys.all, 'top', filters] as const,
};

// open to visitors: by its path, typed as declared (the schemas stay off the public page's first load)
const track = callRef<typeof publicTrackCall>('GET', P.publicTrack);

/** A visitor's lookup; a refusal (404, 400, 429) is shown in words, never retried (each try counts against the limits). */
export const trackQueryOptions = (input: CallInput<typeof publicTrackCall>, asked: number) =>
  queryOptions({
    queryKey: publicTrackKeys.track(input.No, input.Channel ?? '', asked),
    queryFn: () => callApi(track, input),
    enabled: asked > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const topQueriesOptions = (filters: CallInput<typeof trackSearchTopCall>) =>
  queryOptions({ queryKey: publicTrackKeys.top(JSON.stringify(filters)), queryFn: () => callApi(trackSearchTopCall, filters) });
