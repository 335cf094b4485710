import { describe, expect, it } from 'vitest';
import { type CardFields, cardProblems, MAINLAND_MOBILE, normalCard, phoneDigits, portProblems } from '../../../src/domain/userCard/card';
import { cardImageType } from '../../../src/domain/userCard/image';

const card = (patch: Partial<CardFields> = {}): CardFields => ({
  CRD_NAME: '孙丽',
  CRD_TITLE: '销售经理',
  CRD_PHONE: '138 1726 1234',
  CRD_EMAIL: 'Sun@Example.com',
  CRD_INTRO: '',
  CRD_OFFICE_NAME: '上海',
  CRD_OFFICE_ADDRESS: '',
  CRD_SERVICES: ['FCL', 'LCL'],
  CRD_LANES: [{ POL: 'cnsha', POD: 'DEHAM' }],
  CRD_PUBLIC_FIELDS: ['PHONE', 'TITLE'],
  ...patch,
});
const paths = (c: CardFields) => cardProblems(c).map((p) => `${p.Path} ${p.Code}`);

describe('the card rules', () => {
  it('takes a good card', () => {
    expect(cardProblems(card())).toEqual([]);
  });

  it('wants a name of at most 35 characters and a title of at most 35 (characters, not bytes)', () => {
    expect(paths(card({ CRD_NAME: '  ' }))).toEqual(['/CRD_NAME REQUIRED']);
    expect(paths(card({ CRD_NAME: '李'.repeat(35), CRD_TITLE: 'T'.repeat(35) }))).toEqual([]);
    expect(paths(card({ CRD_NAME: 'N'.repeat(36), CRD_TITLE: '职'.repeat(36) }))).toEqual(['/CRD_NAME TOO_LONG', '/CRD_TITLE TOO_LONG']);
  });

  it('reads a mainland mobile as people write it', () => {
    for (const ok of ['13812345678', '+86 138 1234 5678', '86-138-1234-5678', '199 0000 1111']) expect(MAINLAND_MOBILE.test(ok), ok).toBe(true);
    for (const bad of ['12812345678', '1381234567', '138123456789', '021-12345678', '+1 415 555 0100', '138l2345678'])
      expect(MAINLAND_MOBILE.test(bad), bad).toBe(false);
    expect(phoneDigits('+86 138-1234-5678')).toBe('13812345678');
    expect(paths(card({ CRD_PHONE: '021-12345678' }))).toEqual(['/CRD_PHONE FORMAT']);
    expect(paths(card({ CRD_PHONE: '' }))).toEqual([]);
  });

  it('checks the e-mail, the intro length, services and public fields from their lists', () => {
    expect(paths(card({ CRD_EMAIL: 'a@b' }))).toEqual(['/CRD_EMAIL FORMAT']);
    expect(paths(card({ CRD_EMAIL: 'a b@c.com' }))).toEqual(['/CRD_EMAIL FORMAT']);
    expect(paths(card({ CRD_INTRO: '字'.repeat(500) }))).toEqual([]);
    expect(paths(card({ CRD_INTRO: '字'.repeat(501) }))).toEqual(['/CRD_INTRO TOO_LONG']);
    expect(paths(card({ CRD_SERVICES: ['FCL', 'SPACESHIP', 'FCL'] }))).toEqual(['/CRD_SERVICES/1 UNKNOWN', '/CRD_SERVICES/2 TWICE']);
    expect(paths(card({ CRD_PUBLIC_FIELDS: ['PHONE', 'PASSWORD'] }))).toEqual(['/CRD_PUBLIC_FIELDS/1 UNKNOWN']);
  });

  it('wants lanes as pairs of UN/LOCODE codes, different and once each', () => {
    const lanes = [
      { POL: 'CNSHA', POD: 'DEHAM' },
      { POL: 'SHANGHAI', POD: 'DEHAM' },
      { POL: 'CNSHA', POD: 'cnsha' },
      { POL: 'cnsha', POD: 'deham' },
    ];
    expect(paths(card({ CRD_LANES: lanes }))).toEqual(['/CRD_LANES/1 FORMAT', '/CRD_LANES/2 SAME_PORT', '/CRD_LANES/3 TWICE']);
    expect(paths(card({ CRD_LANES: Array.from({ length: 11 }, (_, i) => ({ POL: 'CNSHA', POD: `DE${'ABCDEFGHIJK'[i]}AM` })) }))).toEqual([
      '/CRD_LANES TOO_MANY',
    ]);
    expect(portProblems([{ POL: 'CNSHA', POD: 'XXZZZ' }], new Set(['CNSHA'])).map((p) => p.Words.zh)).toEqual([
      '优势航线第 1 条：港口代码 XXZZZ 不在港口资料中。',
    ]);
  });

  it('says every problem in both languages, naming the field, never a code', () => {
    const all = cardProblems(card({ CRD_NAME: '', CRD_PHONE: 'x', CRD_EMAIL: 'x', CRD_SERVICES: ['X'], CRD_LANES: [{ POL: 'A', POD: 'B' }] }));
    expect(all.length).toBe(5);
    for (const p of all) {
      expect(p.Words.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(p.Words.en).not.toMatch(/[\u4e00-\u9fff]/);
      expect(p.Words.zh).not.toMatch(/CRD_|FORMAT|REQUIRED/);
    }
  });

  it('stores the card trimmed: mobile digits, lower-case e-mail, upper-case ports, public fields in the list order', () => {
    const n = normalCard(card({ CRD_PUBLIC_FIELDS: ['PHONE', 'TITLE'] }));
    expect(n).toMatchObject({
      CRD_PHONE: '13817261234',
      CRD_EMAIL: 'sun@example.com',
      CRD_LANES: [{ POL: 'CNSHA', POD: 'DEHAM' }],
      CRD_PUBLIC_FIELDS: ['TITLE', 'PHONE'],
    });
  });
});

describe('the card pictures', () => {
  it('knows JPEG, PNG and WebP by their first bytes, and nothing else', () => {
    expect(cardImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(cardImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(cardImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(cardImageType(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeUndefined();
    expect(cardImageType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(cardImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(cardImageType(new Uint8Array())).toBeUndefined();
  });
});
