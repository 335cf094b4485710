import { beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { ServerFrame } from '../../../src/contract/live';
import { withTestApp } from '../support/build';
import { openLive } from '../support/liveClient';
import { goodSpaceRows, kit, SPACE_SHEET_HEADERS, spaceWorkbook } from './support';

/**
 * A large Excel upload of listings is applied by a background job (issue 33, importJob.ts): the
 * upload answers at once (202) with the job and writes nothing itself; the uploader hears the job's
 * progress over the live socket to DONE and a message with the counts; the listings, the refused
 * row and the upload's log are what the call itself would have written. A second attempt of a job
 * that had started writes nothing again. "Large" is READY_SPACE_IMPORT_JOB_ROWS rows (here 3); the
 * runner is ticked by hand (JOBS_POLL_MS=0).
 */
process.env.READY_SPACE_IMPORT_JOB_ROWS = '3';
process.env.JOBS_POLL_MS = '0';
const t = withTestApp({ modules: ['rates', 'readySpace'] });
const k = kit(t);
let url = '';
beforeAll(async () => {
  await k.signIn();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}${ENDPOINTS.liveSocket}`;
});

const good = goodSpaceRows(700);
const count = async (table: string) => (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

describe('a large upload of listings', () => {
  it('is applied by a job: answered at once, its progress live to DONE, the same listings, refusals and log as the call writes', async () => {
    const [spaces, logs] = [await count('ready_spaces'), await count('ready_space_uploads')];
    const ghost = good();
    ghost[1] = 'NO SUCH SHIP';
    const rows = [good(), good(), ghost, good(), good()];
    const live = await openLive(url);
    live.send({ type: 'auth', token: k.tokens.provider });
    expect(await live.next()).toEqual({ type: 'authed' });

    const res = await t.app.inject({
      method: 'POST',
      url: `${ENDPOINTS.readySpaceImport}?FileName=${encodeURIComponent('大批现舱.xlsx')}`,
      payload: await spaceWorkbook(SPACE_SHEET_HEADERS, rows),
      headers: { authorization: `Bearer ${k.tokens.provider}`, 'content-type': XLSX_TYPE, 'accept-language': 'zh-CN' },
    });
    expect(res.statusCode).toBe(202);
    const { Job, Rows } = res.json().Data as { Job: number; Rows: number };
    expect(Rows).toBe(5);
    // nothing written by the call itself
    expect([await count('ready_spaces'), await count('ready_space_uploads')]).toEqual([spaces, logs]);

    await t.app.jobs.tick();
    const frames: ServerFrame[] = [];
    while (!frames.some((f) => f.type === 'job' && f.State === 'DONE')) frames.push(await live.next(10_000));
    const jobFrames = frames.filter((f): f is Extract<ServerFrame, { type: 'job' }> => f.type === 'job');
    expect(jobFrames.every((f) => f.Id === Job && f.Kind === 'readySpace.importApply')).toBe(true);
    const percents = jobFrames.map((f) => f.Percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
    // the uploader is told the counts (before the job's DONE, or just after it)
    const told = frames.find((f) => f.type === 'message') ?? (await live.next(10_000));
    live.close();
    expect(told).toMatchObject({ type: 'message', Title: '现舱上传“大批现舱.xlsx”已完成：生成 4 条现舱，拒绝 1 行。' });

    expect(await count('ready_spaces')).toBe(spaces + 4);
    const [log] = await t.db.query<{ rows: number; created: number; refused: number; file_name: string }>(
      'select rows, created, refused, file_name from ready_space_uploads order by id desc limit 1',
    );
    expect(log).toEqual({ rows: 5, created: 4, refused: 1, file_name: '大批现舱.xlsx' });
    const refusals = await t.db.query<{ sheet_row: number }>(
      'select sheet_row from ready_space_upload_refusals where upload_id = (select max(id) from ready_space_uploads)',
    );
    // the sheet's own row number: the header is row 1
    expect(refusals.map((r) => r.sheet_row)).toEqual([4]);

    // sent back to run (a dead letter retried after its process died half-way): it writes nothing again
    await t.db.query(`update jobs set state = 'WAITING', attempts = 0, run_at = now(), finished_at = null where id = $1`, [Job]);
    await t.app.jobs.tick();
    expect(await count('ready_spaces')).toBe(spaces + 4);
    expect(await count('ready_space_uploads')).toBe(logs + 1);
    const [warned] = await t.db.query<{ title: string }>(`select title from messages order by id desc limit 1`);
    expect(warned!.title).toMatch(/在导入中途中断/);
  });

  it('below the threshold is still applied by the call itself', async () => {
    const spaces = await count('ready_spaces');
    const res = await t.app.inject({
      method: 'POST',
      url: `${ENDPOINTS.readySpaceImport}?FileName=small.xlsx`,
      payload: await spaceWorkbook(SPACE_SHEET_HEADERS, [good(), good()]),
      headers: { authorization: `Bearer ${k.tokens.provider}`, 'content-type': XLSX_TYPE },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({ Imported: 2 });
    expect(await count('ready_spaces')).toBe(spaces + 2);
  });
});
