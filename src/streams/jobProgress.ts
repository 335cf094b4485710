import { useEffect, useState } from 'react';
import type { ServerFrame } from '../contract/live';
import { frames$ } from './socket';

export type JobFrame = Extract<ServerFrame, { type: 'job' }>;

/**
 * The last frame of each recent job, heard from the moment this module loads. A small job can end
 * before the answer that names it reaches the screen (its DONE frame overtakes the HTTP answer), so
 * a screen that starts listening only then must still find the frame that already came.
 */
const KEEP = 50;
const lastFrames = new Map<number, JobFrame>();
frames$.subscribe((f) => {
  if (f.type !== 'job') return;
  lastFrames.delete(f.Id);
  lastFrames.set(f.Id, f);
  if (lastFrames.size > KEEP) lastFrames.delete(lastFrames.keys().next().value as number);
});

/** The last frame heard of a job, if any (for tests and for a screen opened after the start). */
export const lastJobFrame = (jobId: number): JobFrame | undefined => lastFrames.get(jobId);

/**
 * A background job's last frame from the live socket (server/jobs/: its state and percent), for the
 * screen that started it; undefined until one arrives (or with no job).
 */
export function useJobProgress(jobId: number | undefined): JobFrame | undefined {
  const [frame, setFrame] = useState<JobFrame>();
  useEffect(() => {
    setFrame(jobId === undefined ? undefined : lastFrames.get(jobId));
    if (jobId === undefined) return;
    const sub = frames$.subscribe((f) => {
      if (f.type === 'job' && f.Id === jobId) setFrame(f);
    });
    return () => sub.unsubscribe();
  }, [jobId]);
  return frame;
}
