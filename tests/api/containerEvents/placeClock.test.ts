import { beforeAll, describe, expect, it } from 'vitest';
import type { ContainerTimeline } from '../../../src/contract/containerEvents/calls';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { placeTime } from '../../../src/domain/refdata/localTimes';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { withTestApp } from '../support/build';
import { equipment, kit } from './support';

/**
 * An event is read on its place's clock (issue 45 item 9, evt.tz): one sent in UTC at Shanghai was
 * shown "… +00:00", not Shanghai's time. Where the port's zone is known, that clock; the offset named.
 */
const t = withTestApp({ modules: ['containerEvents'] });
const k = kit(t);
beforeAll(() => k.signIn());

// CGO-HZTX-2611-005 (天祥, Shanghai): one box, no demo events
const BOX = withCheckDigit('CMAU260512');

describe('an event sent in UTC at Shanghai', () => {
  it('is shown on Shanghai’s clock, +08:00, in the timeline, its milestone and the list', async () => {
    const utc = new Date(Math.floor((Date.now() - 2 * 3_600_000) / 60_000) * 60_000).toISOString().replace('.000Z', 'Z');
    const added = await k.add('staff', equipment(BOX, { EVT_CODE: 'GTOT', EVT_AT: utc, EVT_LOCATION: 'CNSHA' }));
    expect(added.statusCode, added.body).toBe(200);
    const shanghai = placeTime(utc, 'Asia/Shanghai');
    expect(shanghai).toMatch(/ \+08:00$/);

    const [c] = (await k.get('customer', `${ENDPOINTS.containerEventTimeline}?CNNO=${BOX}`)).json().Data.Containers as ContainerTimeline[];
    const id = added.json().Data.EVT_ID as string;
    expect(c!.Events.find((x) => x.Event.EVT_ID === id)!.Event.LocalTime).toBe(shanghai);
    expect(c!.Milestones.find((m) => m.actual?.eventId === id)!.actual!.localTime).toBe(shanghai);
  });
});
