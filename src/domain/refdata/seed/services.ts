/**
 * Weekly liner services on the main China lanes, so that generated sailings (vessel calls for the
 * next 12 weeks) and the point-to-point search have something to find.
 *
 * REPRESENTATIVE, NOT PUBLISHED SCHEDULES. The ports, carriers and vessels are real; the service
 * codes, port orders and day offsets are modelled on each carrier's kind of loop and typical transit
 * times (Asia–Europe routed round the Cape of Good Hope, as most loops sailed in 2024–2025; Asia–Med
 * through Suez), not copied from a carrier's current schedule. The one exception is HDMU FE4, whose
 * port order is the one HMM announced for HMM Algeciras's first deployment in 2020, through Suez as
 * then (the day offsets are ours).
 * Replace them with the carriers' published schedules (the ScheduleMaintenance import) before anyone
 * books against them.
 *
 * - `rotation`: the calls of one round voyage in order; `dayOffset` is the day the vessel arrives,
 *   counted from its arrival at the first call (day 0); it sails about a day later. `terminalCode`
 *   (seed/terminals.ts, at that port) where the loop names one: representative like the rest, so the
 *   schedules show which of a port's terminals a sailing uses; elsewhere the terminal is not said.
 * - `loopDays`: the round voyage; the next voyage of the same ship starts there. A multiple of 7,
 *   since every service sails weekly.
 * - `vesselImos`: seeded vessels deployed on the loop, assigned to the weekly sailings in turn. A real
 *   weekly loop of 84 days needs 12 ships; we seed the few real ones we can name, so a ship "sails"
 *   every few weeks in the generated calls — good enough to search, not a fleet plan.
 * - `partnerCarrierCodes`: VSA partners selling the same loop under their own codes (the Ocean
 *   Alliance members on the COSCO loop); empty where we do not claim one.
 */
import type { TradeLaneCode } from './tradeLanes';

export type SeedServiceCall = { readonly portCode: string; readonly terminalCode?: string; readonly dayOffset: number };

export type SeedService = {
  readonly carrierCode: string;
  /** DCSA `carrierServiceCode`, at most 11 characters. */
  readonly serviceCode: string;
  readonly name: string;
  readonly laneCode: TradeLaneCode;
  readonly frequency: 'WEEKLY';
  readonly loopDays: number;
  readonly partnerCarrierCodes: readonly string[];
  readonly vesselImos: readonly string[];
  readonly rotation: readonly SeedServiceCall[];
};

export const SEED_SERVICES: readonly SeedService[] = [
  {
    carrierCode: 'COSU',
    serviceCode: 'AEU1',
    name: 'Asia – North Europe 1',
    laneCode: 'EU',
    frequency: 'WEEKLY',
    loopDays: 84,
    partnerCarrierCodes: ['OOLU', 'CMDU', 'EGLV'],
    // COSCO SHIPPING UNIVERSE, COSCO SHIPPING SCORPIO, OOCL HONG KONG, CMA CGM ANTOINE DE SAINT EXUPERY,
    // CMA CGM JULES VERNE, EVER GIVEN, EVER ACE: the partners put in ships of their own
    vesselImos: ['9795610', '9789635', '9776171', '9776418', '9454450', '9811000', '9893890'],
    rotation: [
      { portCode: 'CNTAO', dayOffset: 0 },
      { portCode: 'CNSHA', terminalCode: 'SGICT', dayOffset: 3 },
      { portCode: 'CNNGB', terminalCode: 'BLCT6', dayOffset: 5 },
      { portCode: 'CNXMN', dayOffset: 7 },
      { portCode: 'CNYTN', terminalCode: 'YICT', dayOffset: 9 },
      { portCode: 'SGSIN', dayOffset: 13 },
      { portCode: 'NLRTM', dayOffset: 41 },
      { portCode: 'DEHAM', dayOffset: 44 },
      { portCode: 'BEANR', dayOffset: 47 },
      { portCode: 'GBFXT', dayOffset: 49 },
      { portCode: 'SGSIN', dayOffset: 77 },
    ],
  },
  {
    carrierCode: 'MSCU',
    serviceCode: 'ANE1',
    name: 'Asia – North Europe (MSC)',
    laneCode: 'EU',
    frequency: 'WEEKLY',
    loopDays: 84,
    partnerCarrierCodes: [],
    // MSC GULSUN, MSC OSCAR
    vesselImos: ['9839430', '9703291'],
    rotation: [
      { portCode: 'CNNGB', dayOffset: 0 },
      { portCode: 'CNSHA', dayOffset: 2 },
      { portCode: 'CNYTN', dayOffset: 5 },
      { portCode: 'SGSIN', dayOffset: 9 },
      { portCode: 'NLRTM', dayOffset: 37 },
      { portCode: 'BEANR', dayOffset: 39 },
      { portCode: 'DEHAM', dayOffset: 41 },
      { portCode: 'DEBRV', dayOffset: 43 },
      { portCode: 'PLGDN', dayOffset: 46 },
      { portCode: 'SGSIN', dayOffset: 76 },
    ],
  },
  {
    carrierCode: 'MAEU',
    serviceCode: 'AMX',
    name: 'Asia – Mediterranean Express',
    laneCode: 'MED',
    frequency: 'WEEKLY',
    loopDays: 56,
    partnerCarrierCodes: [],
    // EMMA MAERSK, MAERSK MC-KINNEY MOLLER
    vesselImos: ['9321483', '9619907'],
    rotation: [
      { portCode: 'CNNGB', dayOffset: 0 },
      { portCode: 'CNSHA', dayOffset: 2 },
      { portCode: 'CNYTN', dayOffset: 5 },
      { portCode: 'MYTPP', dayOffset: 9 },
      { portCode: 'EGPSD', dayOffset: 22 },
      { portCode: 'GRPIR', dayOffset: 24 },
      { portCode: 'ITGOA', dayOffset: 28 },
      { portCode: 'ESBCN', dayOffset: 30 },
      { portCode: 'ESVLC', dayOffset: 31 },
      { portCode: 'MYTPP', dayOffset: 50 },
    ],
  },
  {
    carrierCode: 'ONEY',
    serviceCode: 'FP2',
    name: 'Far East – Pacific 2',
    laneCode: 'USWC',
    frequency: 'WEEKLY',
    loopDays: 42,
    partnerCarrierCodes: [],
    // ONE APUS, which sailed ONE's FP2 (Yantian – Long Beach) in 2020
    vesselImos: ['9806079'],
    rotation: [
      { portCode: 'CNYTN', dayOffset: 0 },
      { portCode: 'CNXMN', dayOffset: 2 },
      { portCode: 'TWKHH', dayOffset: 4 },
      { portCode: 'USLGB', dayOffset: 17 },
      { portCode: 'USOAK', dayOffset: 21 },
      { portCode: 'JPTYO', dayOffset: 31 },
      { portCode: 'KRPUS', dayOffset: 34 },
    ],
  },
  {
    carrierCode: 'HDMU',
    serviceCode: 'FE4',
    name: 'Far East – Europe 4',
    laneCode: 'EU',
    frequency: 'WEEKLY',
    loopDays: 77,
    partnerCarrierCodes: [],
    // HMM ALGECIRAS
    vesselImos: ['9863297'],
    rotation: [
      { portCode: 'CNTAO', dayOffset: 0 },
      { portCode: 'KRPUS', dayOffset: 2 },
      { portCode: 'CNNGB', dayOffset: 5 },
      { portCode: 'CNSHA', dayOffset: 7 },
      { portCode: 'CNYTN', dayOffset: 10 },
      { portCode: 'NLRTM', dayOffset: 36 },
      { portCode: 'DEHAM', dayOffset: 39 },
      { portCode: 'BEANR', dayOffset: 42 },
      { portCode: 'GBLGP', dayOffset: 44 },
      { portCode: 'SGSIN', dayOffset: 66 },
    ],
  },
];
