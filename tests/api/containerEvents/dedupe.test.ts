import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../support/build';
import { clerkWithoutRetract, equipment, freshBox, inHours, kit } from './support';

/**
 * evt.dedupe (operations.md §5.5): one (publisher, source id) is one event. The same or an older
 * update is kept as it was; a newer one replaces it in place (the old version in its history); the
 * same source id from another publisher is another event.
 */
const t = withTestApp({ modules: ['containerEvents'] });
const k = kit(t);
beforeAll(async () => {
  await clerkWithoutRetract(t.db);
  await k.signIn();
});

const row = (id: string) =>
  t.db.query<{ evt_location: string; evt_code: string; n: string }>(
    `select evt_location, evt_code, (select count(*) from tracking_events where evt_source_id = e.evt_source_id)::text as n from tracking_events e where evt_id = $1`,
    [id],
  );

describe('the same publisher event sent again', () => {
  const box = freshBox();
  const first = equipment(box, { EVT_SOURCE_ID: 'TML-0001', EVT_UPDATED_AT: inHours(-3), EVT_LOCATION: 'CNNGB' });
  let id = '';

  it('is stored once, then answered as a duplicate for the same or an older update, nothing changed', async () => {
    const stored = await k.add('staff', first);
    expect(stored.json().Data).toMatchObject({ Outcome: 'STORED' });
    id = stored.json().Data.EVT_ID;
    const count = await k.count();
    for (const updated of [first.EVT_UPDATED_AT, inHours(-5)]) {
      const again = await k.add('staff', { ...first, EVT_UPDATED_AT: updated, EVT_LOCATION: 'CNSHA' });
      expect(again.json().Data).toMatchObject({ EVT_ID: id, Outcome: 'DUPLICATE', GatedIn: [] });
    }
    expect(await k.count()).toBe(count);
    expect(await row(id)).toEqual([{ evt_location: 'CNNGB', evt_code: 'GTOT', n: '1' }]);
  });

  it('a newer update supersedes it in place, and its history keeps the version it replaced', async () => {
    const count = await k.count();
    const newer = await k.add('staff', { ...first, EVT_UPDATED_AT: inHours(-1), EVT_LOCATION: 'CNSHA' });
    expect(newer.json().Data).toMatchObject({ EVT_ID: id, Outcome: 'SUPERSEDED' });
    expect(await k.count()).toBe(count);
    expect(await row(id)).toEqual([{ evt_location: 'CNSHA', evt_code: 'GTOT', n: '1' }]);
    const history = await t.db.query<{ type: string; before: string }>(
      `select type, detail->'Before'->>'EVT_LOCATION' as before from doc_events where doc_type = 'trackingEvent' and doc_id = $1 order by id`,
      [id],
    );
    expect(history).toEqual([
      { type: 'v1.TrackingEventRecorded', before: null },
      { type: 'v1.TrackingEventSuperseded', before: 'CNNGB' },
    ]);
  });

  it('the same source id from another publisher is another event', async () => {
    const theirs = await k.add('clerk', { ...first, EVT_UPDATED_AT: inHours(-2) });
    expect(theirs.json().Data).toMatchObject({ Outcome: 'STORED' });
    expect(theirs.json().Data.EVT_ID).not.toBe(id);
  });
});
