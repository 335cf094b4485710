import { describe, expect, it } from 'vitest';
import { BLOCK_KINDS, NEW_BLOCK } from '../../../src/contract/portal/homeBlocks';
import { blockProblem } from '../../../src/contract/portal/homeRules';

describe('home block content, kind by kind (§14 portal_home_blocks)', () => {
  it('takes each kind’s own content and refuses another kind’s shape, in words naming the block', () => {
    expect(blockProblem('NEWS', { Title: '新闻', Count: 5 }, 1)).toBeUndefined();
    expect(blockProblem('NEWS', { Title: '新闻', Count: 50 }, 2)?.zh).toBe('第 2 个区块（最新动态）：内容不完整或超出长度。');
    expect(blockProblem('RATE_BOX', { Title: '', Count: 5 }, 3)?.en).toBe('Block 3 (Rate search box): its content is incomplete or too long.');
    expect(blockProblem('TRACK_BOX', { Title: '' }, 1)).toBeUndefined();
    expect(blockProblem('STATS', { Title: '', Items: [{ Label: 'TEU', Value: '9' }] }, 1)).toBeUndefined();
    expect(blockProblem('STATS', { Title: '', Items: [{ Label: 'TEU' }] }, 1)).toBeDefined();
  });

  it('asks for what a kind needs beyond its shape: the banner its title, lists an item, rich text its text', () => {
    expect(blockProblem('BANNER', { ...NEW_BLOCK.BANNER }, 1)?.zh).toBe('第 1 个区块（横幅）：请填写横幅标题。');
    expect(blockProblem('BANNER', { ...NEW_BLOCK.BANNER, Title: '欢迎' }, 1)).toBeUndefined();
    expect(blockProblem('SERVICES', NEW_BLOCK.SERVICES, 4)?.en).toBe('Block 4 (Services): add at least one service.');
    expect(blockProblem('PARTNERS', NEW_BLOCK.PARTNERS, 1)).toBeDefined();
    expect(blockProblem('RICH_TEXT', { Title: '', Html: '  ' }, 1)?.zh).toContain('请填写正文');
    expect(blockProblem('BANNER', { ...NEW_BLOCK.BANNER, Title: 'x', ButtonPath: 'https://evil.example' }, 1)).toBeDefined();
  });

  it('starts every kind from content of its own shape', () => {
    for (const k of BLOCK_KINDS) {
      const p = blockProblem(k, NEW_BLOCK[k], 1);
      // a new block may lack what the kind needs (its title, an item), never its shape
      if (p) expect(p.en).not.toContain('incomplete');
    }
  });
});
