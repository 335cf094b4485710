import { describe, expect, it } from 'vitest';
import { serialisable } from '../../../src/contract/call';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { REVIEW_STATUSES, siCalls } from '../../../src/contract/si/calls';
import { SI_PATHS } from '../../../src/contract/si/module';
import { REVIEW_DECISIONS } from '../../../src/domain/si/status';

describe('the SI calls', () => {
  it('name registered paths, each once', () => {
    const paths = Object.values(siCalls).map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(Object.values(ENDPOINTS)).toContain(p);
    expect(Object.values(SI_PATHS)).toEqual(expect.arrayContaining(paths));
  });

  it('take the review decisions the domain knows', () => {
    expect([...REVIEW_STATUSES]).toEqual(REVIEW_DECISIONS.map((d) => d.status));
  });

  it('serialise answers without `required` (a stored record older than a field is still answered), keeping every property', () => {
    const schema = serialisable(siCalls.get.answer) as { required?: unknown; properties: Record<string, { items?: { required?: unknown } }> };
    expect(schema.required).toBeUndefined();
    expect(schema.properties.Boxes!.items!.required).toBeUndefined();
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['Id', 'TBI_CONSIGNOR', 'Boxes', 'Masters', 'BoxSummary', 'NoText', 'Version']));
  });
});
