import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docActorWords, GATEWAY_WORDS } from '../../../src/contract/docActor';

/** Issue 45: histories said "share", "gateway", "TERMINAL_CLP" or "share:12" where a person reads who did it. */
describe('who moved a document, in words', () => {
  it('says an employee by name, a share link’s visitor, an outside system by what it is, and the system', () => {
    expect(docActorWords('employee', '7', '吴敏')).toEqual({ zh: '吴敏', en: '吴敏' });
    expect(docActorWords('share', '12', null).zh).toBe('分享链接访客');
    expect(docActorWords('gateway', 'CN_MANIFEST', null).zh).toBe('海关舱单系统（单一窗口）');
    expect(docActorWords('gateway', 'SOMETHING_NEW', null).zh).toBe('外部系统');
    expect(docActorWords('system', null, null)).toEqual({ zh: '系统', en: 'The system' });
  });

  it('knows every gateway the server writes events as (each channel name in server/modules)', () => {
    const written = new Set<string>();
    const walk = (dir: string) => {
      for (const f of readdirSync(dir, { withFileTypes: true })) {
        if (f.isDirectory()) walk(join(dir, f.name));
        else if (f.name.endsWith('.ts'))
          for (const m of readFileSync(join(dir, f.name), 'utf8').matchAll(/export const [A-Z_]*CHANNEL[A-Z_]* = '([A-Z_]+)'/g)) written.add(m[1]!);
      }
    };
    walk('server/modules');
    expect(written.size).toBeGreaterThan(3);
    for (const channel of written) expect(GATEWAY_WORDS[channel], channel).toBeDefined();
  });
});
