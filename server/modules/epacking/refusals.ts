import { ecpStatusWords } from '../../../src/domain/epacking/words';
import { pklStatusWords } from '../../../src/domain/packing/words';
import type { PklStatus } from '../../../src/domain/packing/status';
import type { EcpStatus } from '../../../src/domain/epacking/status';
import { badInput, missing, no } from '../../platform/refusal';

/** Electronic packing's refusals (operations.md §4.5), each a 400 with its Code in both languages — or a 404 "as if absent". */
export const refuse = {
  noPackingList: () => missing<never>('No such packing list.', '没有这个装箱单。'),
  noRequest: () => missing<never>('No such electronic packing request.', '没有这个电子装箱申请。'),
  pklState: (status: number) =>
    no<never>(
      'ecp.pklState',
      `Electronic packing needs the packing list's data submitted or approved; it is ${pklStatusWords[status as PklStatus]?.en ?? status}.`,
      `电子装箱需要装箱单数据已提交或已审核；该装箱单当前为「${pklStatusWords[status as PklStatus]?.zh ?? status}」。`,
    ),
  vgm: (cnno: string) =>
    no<never>(
      'ecp.vgm',
      `Container ${cnno || '(no number)'} has no declared VGM: a packed container is not loaded without one (SOLAS VI/2).`,
      `箱 ${cnno || '（无箱号）'} 尚未申报 VGM：没有 VGM 的重箱不得装船（SOLAS 第 VI/2 条）。`,
    ),
  packInFlight: (no_: string) =>
    no<never>('ecp.once', `This packing list already has electronic packing request ${no_} on its way.`, `该装箱单已有在途的电子装箱申请 ${no_}。`),
  alreadyPacked: () =>
    no<never>(
      'ecp.once',
      'The terminal already holds this packing list as packed: unpack it first.',
      '码头已接收该装箱单的电子装箱：如需重新装箱，请先申请拆箱。',
    ),
  notPacked: () => no<never>('ecp.once', 'Unpacking needs a pack acknowledged by the terminal first.', '拆箱须在码头已接收电子装箱之后申请。'),
  unpackInFlight: (no_: string) => no<never>('ecp.once', `Unpack request ${no_} is already on its way.`, `拆箱申请 ${no_} 已在途。`),
  loaded: (cnno: string, at: string) =>
    no<never>(
      'ecp.loaded',
      `Container ${cnno} was loaded on board (${at}): it can no longer be unpacked; amend the manifest or re-book instead.`,
      `箱 ${cnno} 已装船（${at}），不能再拆箱；请改为舱单更改或重新订舱。`,
    ),
  reason: () => ({ ...badInput<never>('/Reason', 'is required for unpacking.', '拆箱必须选择原因。'), code: 'ecp.reason' }),
  remarks: () => ({ ...badInput<never>('/Remarks', 'are required when rejecting.', '驳回时必须填写意见。'), code: 'ecp.remarks' }),
  state: (ecpNo: string, status: number, what: { en: string; zh: string }) =>
    no<never>(
      'ecp.state',
      `Request ${ecpNo} is ${ecpStatusWords[status as EcpStatus]?.en ?? status}: it cannot be ${what.en}.`,
      `申请 ${ecpNo} 当前为「${ecpStatusWords[status as EcpStatus]?.zh ?? status}」，不能${what.zh}。`,
    ),
};

/** What each refused move is called in the refusal. */
export const MOVE_NAMES = {
  approve: { en: 'approved', zh: '批准' },
  reject: { en: 'rejected', zh: '驳回' },
  withdraw: { en: 'withdrawn', zh: '撤回' },
  retry: { en: 'sent again (only a failed send is)', zh: '重发（只有发送失败的可以重发）' },
};
