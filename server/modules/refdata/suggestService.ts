import { pinyinOf } from '../../../src/domain/refdata/pinyin';
import { buildCarrierIndex, buildPortIndex, type CarrierIndex, type PortIndex, suggestCarriers, suggestPorts } from '../../../src/domain/refdata/suggest';
import type { suggestCalls } from '../../../src/contract/refdata/calls';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { REFDATA_TOPIC } from './masterService';
import { countryNames, pickerCarriers, pickerPorts, portGroups } from './suggestRepository';

/**
 * The pickers' indexes (src/domain/refdata/suggest.ts: codes, 中文, pinyin and initials, English,
 * superseded codes, port groups), read once and again after any change of reference data.
 */

interface PortPicker {
  index: PortIndex;
  countryName: Map<string, string>;
}

/** The active ports (or all of them, for the ports grid), their countries' Chinese names and the port groups, as the picker's index. */
export async function readPortPicker(db: Db, all = false): Promise<PortPicker> {
  const rows = await pickerPorts(db, all);
  const groups = await portGroups(db);
  const countries = await countryNames(db);
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
  const rows = await pickerCarriers(db);
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

/** The port and carrier pickers' answers (commercial.md §1.3, §1.6), each from its index. */
export function suggestService(db: Db, hub: LiveHub) {
  const portPicker = keptUntilChanged(hub, () => readPortPicker(db));
  const carrierIndex = keptUntilChanged(hub, () => readCarrierIndex(db));
  return {
    async ports(query: (typeof suggestCalls.port.input)['static']) {
      const { index, countryName } = await portPicker();
      const found = suggestPorts(index, query.Q, { limit: query.Limit, kind: query.Kind });
      return found.map((p) => ({
        Code: p.Code,
        NameZh: p.NameZh,
        NameEn: p.NameEn,
        CountryCode: p.CountryCode,
        CountryName: countryName.get(p.CountryCode) ?? p.CountryCode,
        ...(p.Group ? { Group: p.Group.Code, GroupName: p.Group.NameZh } : {}),
        Ambiguous: !!p.Ambiguous,
      }));
    },
    async carriers(query: (typeof suggestCalls.carrier.input)['static']) {
      const found = suggestCarriers(await carrierIndex(), query.Q, { limit: query.Limit });
      return found.map((c) => ({ Code: c.Code, NameZh: c.NameZh, NameEn: c.NameEn }));
    },
  };
}
