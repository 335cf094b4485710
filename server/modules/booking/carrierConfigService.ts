import type { CallInput } from '../../../src/contract/call';
import type { bookingCalls as C, CarrierConfig } from '../../../src/contract/booking/calls';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { missing, no } from '../../platform/refusal';
import { carrierConfigs, isActiveCarrier, lockConfigVersion, writeConfig } from './carrierConfigRepository';

/** The carriers' booking configuration (how a carrier is booked, its SLA and its checks): listed, and saved with its Version. */
export function carrierConfigService(db: Db) {
  return {
    list: async (): Promise<Outcome<CarrierConfig[]>> => ({ ok: true, value: await carrierConfigs(db) }),
    save: (b: CallInput<typeof C.carrierConfigSave>) =>
      db.transaction(async (tx): Promise<Outcome<{ Version: number }>> => {
        if (!(await isActiveCarrier(tx, b.CarrierCode))) return missing('No such carrier.', '没有这个船公司。');
        const version = await lockConfigVersion(tx, b.CarrierCode);
        if (version !== undefined && b.Version !== version)
          return no('STALE', 'Someone changed this configuration meanwhile: reload it.', '该配置已被他人修改：请重新加载。');
        return { ok: true, value: { Version: await writeConfig(tx, b) } };
      }),
  };
}
