import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { envelopeOf, serialisable } from '../../../src/contract/call';
import { suggestCalls } from '../../../src/contract/refdata/calls';
import { pinyinOf } from '../../../src/domain/refdata/pinyin';
import { buildCarrierIndex, buildPortIndex, suggestCarriers, suggestPorts, type CarrierIndex, type PortIndex } from '../../../src/domain/refdata/suggest';
import type { Db } from '../../db/types';
import { ADDRESS_LIMITS, limitPerAddress } from '../../http/addressLimit';
import type { LiveHub } from '../../live/hub';
import { REFDATA_TOPIC } from './masterService';

interface PortPicker {
  index: PortIndex;
  countryName: Map<string, string>;
}

/** The active ports (or all of them, for the ports grid), their countries' Chinese names and the port groups, as the picker's index. */
export async function readPortPicker(db: Db, all = false): Promise<PortPicker> {
  const rows = await db.query<{
    code: string;
    name_zh: string;
    name_en: string;
    country_code: string | null;
    aliases: string[];
    port_group: string | null;
    functions: string;
  }>(`select code, name_zh, name_en, country_code, aliases, port_group, functions from ports where status = 'ACTIVE' or $1::boolean`, [all]);
  const groups = await db.query<{ code: string; name_zh: string; name_en: string }>('select code, name_zh, name_en from port_groups');
  const countries = await db.query<{ code: string; name_zh: string }>('select code, name_zh from countries');
  const index = buildPortIndex(
    rows.map((p) => ({
      Code: p.code,
      NameZh: p.name_zh,
      NameEn: p.name_en,
      CountryCode: p.country_code ?? p.code.slice(0, 2),
      Aliases: p.aliases,
      Group: p.port_group ?? undefined,
      // where ships call (UN/LOCODE function 1 port, 8 inland water): POL, POD and via must be one (R1.2)
      Kind: /[18]/.test(p.functions) ? 'SEAPORT' : 'OTHER',
    })),
    pinyinOf,
    groups.map((g) => ({ Code: g.code, NameZh: g.name_zh, NameEn: g.name_en })),
  );
  return { index, countryName: new Map(countries.map((c) => [c.code, c.name_zh])) };
}

async function readCarrierIndex(db: Db): Promise<CarrierIndex> {
  const rows = await db.query<{ code: string; name_zh: string; name: string; short_name: string; smdg_code: string; aliases: string[]; sort_order: number }>(
    `select code, name_zh, name, short_name, smdg_code, aliases, sort_order from carriers where status = 'ACTIVE'`,
  );
  const top = Math.max(0, ...rows.map((r) => r.sort_order));
  return buildCarrierIndex(
    rows.map((c) => ({
      Code: c.code,
      NameZh: c.name_zh || c.name,
      NameEn: c.name,
      ShortName: c.short_name || undefined,
      SmdgCode: c.smdg_code || undefined,
      Aliases: c.aliases,
      Weight: top - c.sort_order, // the list's order: the big lines first within a rank
    })),
    pinyinOf,
  );
}

/** A value read once and again after any change of reference data (topic 'refdata'); a failed read is not kept. */
export function keptUntilChanged<T>(hub: LiveHub, read: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  hub.onForget((f) => {
    if (f.all || f.topics?.includes(REFDATA_TOPIC)) kept = undefined;
  });
  return () => {
    kept ??= read();
    const reading = kept;
    reading.catch(() => {
      if (kept === reading) kept = undefined;
    });
    return reading;
  };
}

/**
 * The pickers (commercial.md §1.3, §1.6): `GET /api/Port/Suggest` and `/api/Carrier/Suggest`, open
 * to visitors (the public rate pages), limited per address. Each answers from an index built once
 * (src/domain/refdata/suggest.ts: codes, 中文, pinyin and initials, English, superseded codes, port
 * groups) and built again after any change of ports, carriers, countries or groups (topic
 * 'refdata': announced by the API and by database triggers).
 */
export function suggestRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const portPicker = keptUntilChanged(hub, () => readPortPicker(db));
  const carrierIndex = keptUntilChanged(hub, () => readCarrierIndex(db));
  const limit = limitPerAddress(ADDRESS_LIMITS.suggest);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    suggestCalls.port.path,
    {
      schema: {
        querystring: suggestCalls.port.input,
        response: { 200: serialisable(envelopeOf(suggestCalls.port.answer)) as ReturnType<typeof envelopeOf<typeof suggestCalls.port.answer>> },
      },
      config: { auth: 'public' },
      preHandler: limit,
    },
    async (q) => {
      const { index, countryName } = await portPicker();
      const found = suggestPorts(index, q.query.Q, { limit: q.query.Limit, kind: q.query.Kind });
      return {
        Status: true as const,
        Data: found.map((p) => ({
          Code: p.Code,
          NameZh: p.NameZh,
          NameEn: p.NameEn,
          CountryCode: p.CountryCode,
          CountryName: countryName.get(p.CountryCode) ?? p.CountryCode,
          ...(p.Group ? { Group: p.Group.Code, GroupName: p.Group.NameZh } : {}),
          Ambiguous: !!p.Ambiguous,
        })),
      };
    },
  );

  app.get(
    suggestCalls.carrier.path,
    {
      schema: {
        querystring: suggestCalls.carrier.input,
        response: { 200: serialisable(envelopeOf(suggestCalls.carrier.answer)) as ReturnType<typeof envelopeOf<typeof suggestCalls.carrier.answer>> },
      },
      config: { auth: 'public' },
      preHandler: limit,
    },
    async (q) => {
      const found = suggestCarriers(await carrierIndex(), q.query.Q, { limit: q.query.Limit });
      return { Status: true as const, Data: found.map((c) => ({ Code: c.Code, NameZh: c.NameZh, NameEn: c.NameEn })) };
    },
  );
}
