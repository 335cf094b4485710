import { useEffect, useState } from 'react';
import type { ServerFrame } from '../contract/live';
import { frames$ } from './socket';

export type JobFrame = Extract<ServerFrame, { type: 'job' }>;

/**
 * A background job's last frame from the live socket (server/jobs/: its state and percent), for the
 * screen that started it; undefined until one arrives (or with no job).
 */
export function useJobProgress(jobId: number | undefined): JobFrame | undefined {
  const [frame, setFrame] = useState<JobFrame>();
  useEffect(() => {
    setFrame(undefined);
    if (jobId === undefined) return;
    const sub = frames$.subscribe((f) => {
      if (f.type === 'job' && f.Id === jobId) setFrame(f);
    });
    return () => sub.unsubscribe();
  }, [jobId]);
  return frame;
}
