import type { SiBox } from '../../src/contract/si';

export const emptyBoxForTest = (no: string): SiBox => ({
  TBX_TYPE: '40HQ', TBX_CNNO: no, TBX_SEALNO: '', TBX_PACKAGE: 'CT', TBX_NUM: 0, TBX_WEIGHT: 0, TBX_VOLUME: 0,
  Details: [{ TBD_CNGOODS: '', TBD_GOODS: '', TBD_HSCODE: '', TBD_MARKS: '', TBD_PACKAGE: 'CT', TBD_NUM: 0, TBD_WEIGHT: 0, TBD_VOLUME: 0 }],
});
