/**
 * Which ports each trade lane serves (trade_lane_ports): drawn from the ports' lane columns for the
 * top-level lanes and from the sub-lanes' own lists. A port can sit on several lanes, but exactly one
 * row is its primary (the lane reports count it under): the port's `laneCode`.
 */
import { SEED_PORTS } from './ports';
import { SEED_TRADE_LANES, type TradeLaneCode } from './tradeLanes';

export type SeedTradeLanePort = { readonly laneCode: TradeLaneCode; readonly portCode: string; readonly isPrimary: boolean };

function rows(): SeedTradeLanePort[] {
  const out: SeedTradeLanePort[] = [];
  for (const p of SEED_PORTS) {
    if (p.laneCode) out.push({ laneCode: p.laneCode, portCode: p.code, isPrimary: true });
    for (const lane of p.extraLaneCodes ?? []) out.push({ laneCode: lane, portCode: p.code, isPrimary: false });
  }
  for (const lane of SEED_TRADE_LANES) for (const portCode of lane.podCodes ?? []) out.push({ laneCode: lane.code, portCode, isPrimary: false });
  return out;
}

export const SEED_TRADE_LANE_PORTS: readonly SeedTradeLanePort[] = rows();

/** The destination ports of a lane, in seed order. */
export function lanePodCodes(laneCode: TradeLaneCode): string[] {
  return SEED_TRADE_LANE_PORTS.filter((r) => r.laneCode === laneCode).map((r) => r.portCode);
}
