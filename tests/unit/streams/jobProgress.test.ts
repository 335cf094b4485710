import { describe, expect, it } from 'vitest';
import { lastJobFrame } from '../../../src/streams/jobProgress';
import { frames$ } from '../../../src/streams/socket';

const frame = (Id: number, State: 'RUNNING' | 'DONE', Percent: number) => ({ type: 'job' as const, Id, Kind: 'rates.applyBatch', State, Percent });

describe('job frames heard before the screen listens', () => {
  it('a job that ended before its answer reached the screen is still found done', () => {
    frames$.next(frame(7, 'RUNNING', 50));
    frames$.next(frame(7, 'DONE', 100));
    expect(lastJobFrame(7)).toMatchObject({ State: 'DONE', Percent: 100 });
    expect(lastJobFrame(8)).toBeUndefined();
  });
  it('keeps only the recent jobs, the oldest forgotten first', () => {
    for (let id = 100; id < 160; id++) frames$.next(frame(id, 'DONE', 100));
    expect(lastJobFrame(100)).toBeUndefined();
    expect(lastJobFrame(159)).toMatchObject({ State: 'DONE' });
  });
});
