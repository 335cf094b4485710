import type { ManifestData } from '../../../src/contract/manifest';
import type { ChannelAdapter } from '../../../server/channels/outbox';
import type { Db } from '../../../server/db/types';
import { runManifestChannel } from '../../../server/modules/manifest/channel';
import { manifestService } from '../../../server/modules/manifest/service';
import { type ForeignSimulatorOptions, foreignCustomsSimulator } from '../../../server/modules/manifest/simulatorForeign';
import type { ForeignChannel } from '../../../server/modules/manifest/simulatorForeignRepository';
import { actorOf } from '../support/killedServer';
import { approvedSi, CUSTOMER, declareVgm, isoNumber, newBooking, PARTIES, STAFF } from './manifestApp';

/** What each foreign filing adds to the SI's manifest to pass its rule set: the consignee's city (AMS), the ten ISF elements, an EORI (ENS). */
const party = (name: string, country: string) => ({ NAME: name, ADDRESS: `1 ${name} ROAD`, COUNTRY: country });
export const ISF_ELEMENTS = {
  SELLER: party('HANGZHOU TIANXIANG TRADING CO LTD', 'CN'),
  BUYER: party('HAMBURG HOUSEWARE IMPORT GMBH', 'US'),
  MANUFACTURER: party('JINGDEZHEN PORCELAIN WORKS', 'CN'),
  SHIP_TO: party('PACIFIC HOME GOODS DC', 'US'),
  STUFFING: party('HANGZHOU CFS', 'CN'),
  CONSOLIDATOR: party('HANGZHOU TIANXIANG TRADING CO LTD', 'CN'),
  IOR_NO: '12-3456789AB',
  CONSIGNEE_NO: '12-3456789AB',
  ORIGIN: 'CN',
};
export function foreignParts(filing: ForeignChannel): Partial<ManifestData> {
  const cee = { ...PARTIES.Consignee, CODE: '' };
  if (filing === 'US_AMS') return { Consignee: { ...cee, COUNTRY: 'US', CITY: 'LOS ANGELES' } };
  if (filing === 'US_ISF') return { Consignee: { ...cee, COUNTRY: 'US', CITY: 'LOS ANGELES' }, Isf: ISF_ELEMENTS };
  return { Consignee: { ...cee, EORI: 'DE123456789012345' } };
}

/**
 * `count` manifests of a foreign filing made from approved SIs, submitted by 天祥's customer, verified
 * and sent by the platform's verifier (the platform's configuration of the filing names its
 * simulator): their messages wait in the filing's outbox. `hours`: loading that many hours from now
 * (under 24: late, sent with an override); `tweak` changes the data before it is made.
 */
export async function sentForeign(
  db: Db,
  filing: ForeignChannel,
  count: number,
  owner: string,
  serial: number,
  o: { hours?: number; tweak?: (d: Partial<ManifestData>) => Partial<ManifestData> } = {},
): Promise<number[]> {
  const customer = { kind: 'employee' as const, actor: await actorOf(db, CUSTOMER), lang: 'en' as const };
  const staff = { kind: 'employee' as const, actor: await actorOf(db, STAFF, 'platform'), lang: 'en' as const };
  const s = manifestService(db);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const cnnos = [isoNumber(owner, serial + i)];
    const { cgo, mbl } = await newBooking(db, cnnos, o.hours ?? 72);
    const si = await approvedSi(db, cgo, mbl, cnnos);
    await declareVgm(db, cgo, cnnos);
    const parts = { ...PARTIES, ...foreignParts(filing) };
    const made = await s.create(customer, { MFT_FILING: filing, MFT_LEVEL: 'MASTER', MFT_CGO_ID: cgo, MFT_SI_ID: si, ...(o.tweak ? o.tweak(parts) : parts) });
    if (!made.ok) throw new Error(made.message);
    ids.push(made.value.Id);
  }
  const submitted = await s.submit(customer, ids);
  if (!submitted.ok || submitted.value.Submitted.length !== count) throw new Error(JSON.stringify(submitted));
  for (const id of ids) {
    const v = await s.verify(staff, { Id: id, Approve: true });
    if (!v.ok) throw new Error(v.message);
  }
  const late = (o.hours ?? 72) < 24;
  const sent = await s.send(staff, ids, late ? { Reason: 'shipper was late' } : undefined, { key: `foreign-${owner}-${serial}-${process.pid}`, hash: owner });
  if (!sent.ok || sent.value.Queued.length !== count) throw new Error(JSON.stringify(sent));
  return ids;
}

/** Rounds of a foreign channel on a compressed clock (a simulated second `secondMs`, the retry minute 1 s); stops when `until` holds. */
export async function driveForeign(
  db: Db,
  channel: ForeignChannel,
  options: Partial<ForeignSimulatorOptions> = {},
  o: { rounds?: number; stepMs?: number; start?: Date; until?: () => Promise<boolean>; tally?: { polled: number } } = {},
): Promise<Date> {
  const adapter: ChannelAdapter = foreignCustomsSimulator(db, channel, { secondMs: 100, faults: {}, ...options });
  const poll = adapter.poll.bind(adapter);
  adapter.poll = async (now) => {
    const got = await poll(now);
    if (o.tally) o.tally.polled += got.length;
    return got;
  };
  let now = (o.start ?? new Date()).getTime();
  for (let i = 0; i < (o.rounds ?? 12); i++) {
    await runManifestChannel(db, adapter, new Date(now), 1000);
    now += o.stepMs ?? 1000;
    if (o.until && (await o.until())) break;
  }
  return new Date(now);
}
