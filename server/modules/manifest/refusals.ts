import { fieldSays, type FieldError } from '../../../src/contract/envelope';
import { manifestErrors } from '../../../src/domain/manifest/check';
import type { Problem } from '../../../src/domain/manifest/messages';
import type { MftStatus } from '../../../src/domain/manifest/status';
import { mftStatusWords } from '../../../src/domain/manifest/words';
import { missing, no } from '../../platform/refusal';
import type { StoredManifest } from './repository';

/** The manifest calls' refusals, each with its Code and its words in both languages. */
export const noManifest = <T>() => missing<T>('No such manifest.', '没有这个舱单。');
export const noBooking = <T>() => missing<T>('No such booking.', '没有这个订舱记录。');
export const noSi = <T>() => missing<T>('No such SI.', '没有这个提单补料。');
export const stateRefusal = <T>(status: number) =>
  no<T>(
    'mft.state',
    `The manifest is ${mftStatusWords[status as MftStatus]?.en ?? status}: this is not allowed now.`,
    `舱单当前为“${mftStatusWords[status as MftStatus]?.zh ?? status}”，不允许此操作。`,
  );
export const problemsRefusal = <T>(problems: Problem[]) => {
  const errors = manifestErrors(problems);
  const fieldErrors: FieldError[] = errors.map((p) => ({ Path: `/${p.Path.replace(/\./g, '/').replace(/\[(\d+)\]/g, '/$1')}`, Message: p.Message }));
  return no<T>(
    'mft.check',
    `The manifest has ${errors.length} problem(s): ${errors[0]?.Message ?? ''}`,
    `舱单有 ${errors.length} 个问题：${errors[0]?.Message ?? ''}`,
    fieldErrors,
  );
};
export const staleRefusal = <T>(m: StoredManifest) =>
  no<T>(
    'mft.stale',
    `The manifest was changed by ${m.UpdatedBy || 'someone'} at ${m.UpdatedAt}: reload it.`,
    `舱单已被 ${m.UpdatedBy || '他人'} 于 ${m.UpdatedAt} 修改，请重新加载。`,
  );
export const uniqueRefusal = <T>(no_: string) =>
  no<T>(
    'mft.unique',
    `Live manifest ${no_} already exists for the same filing, master and house B/L.`,
    `已有有效舱单 ${no_}（同一申报类型、总提单号、分提单号）。`,
    [fieldSays('/MFT_MBL_NO', { en: `is already on live manifest ${no_}`, zh: `已在有效舱单 ${no_} 上` })],
  );

/** A filing whose configuration names no channel of its own (operations.md §7.8): it is filed through the provider. */
export const noChannelWords = (m: StoredManifest) => ({
  en: `Manifest ${m.MFT_NO}: no ${m.MFT_FILING} channel is configured — set one in the filing configuration, or file it through the provider.`,
  zh: `舱单 ${m.MFT_NO}：未配置 ${m.MFT_FILING} 申报通道——请在舱单配置中设置，或通过服务商申报。`,
});
export const noChannel = (m: StoredManifest) => no<never>('mft.channel', noChannelWords(m).en, noChannelWords(m).zh);
