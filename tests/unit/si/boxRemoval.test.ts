import { describe, expect, it } from 'vitest';
import { emptyBox } from '../../../src/domain/si/boxes';
import { removeBox } from '../../../src/features/si/boxGrid';
import { problemWhere } from '../../../src/features/si/SiProblems';

describe('a box the SI does not carry (issue 45 item 5)', () => {
  it('is removed from the grid; an SI keeps at least one box', () => {
    const boxes = [emptyBox('AAAU1234560', '40HQ'), emptyBox('BBBU1234560', '40HQ'), emptyBox('CCCU1234560', '40HQ')];
    expect(removeBox(boxes, 1).map((b) => b.TBX_CNNO)).toEqual(['AAAU1234560', 'CCCU1234560']);
    expect(removeBox([boxes[0]!], 0)).toEqual([boxes[0]]);
  });

  it('the submission’s own problems are placed in words, never as a JSON path', () => {
    expect(problemWhere('/TDBLInfos', undefined, 'zh')).toBe('全部草稿');
    expect(problemWhere('/TDBLInfos', undefined, 'en')).toBe('All drafts');
    expect(problemWhere('/Somewhere/Unknown', undefined, 'zh')).toBe('');
  });
});
