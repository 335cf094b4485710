/**
 * Terminals of the main ports (港区码头, commercial.md §1.1 Terminal): product data, applied once.
 *
 * Codes with provider SMDG were checked against the SMDG Master Terminal Facilities List (smdg.org,
 * as republished in datasets/smdg-master-terminal-facilities-list). SMDG files some Chinese terminals
 * under superseded or neighbouring UN/LOCODEs (CNSGH for Shanghai, CNNBO for Ningbo, CNQIN for
 * Qingdao, CNXAM for Xiamen, Chiwan's CCT under CNSHK): the terminal code is the same, so they sit here
 * under our port codes (CNSHA, CNNGB, CNTAO, CNXMN, CNSHK). Codes we could not check are LOCAL (ours,
 * the shape SMDG uses) and say so in their note.
 */
export type SeedTerminal = {
  readonly portCode: string;
  readonly code: string;
  readonly provider: 'SMDG' | 'BIC' | 'LOCAL';
  readonly kind: 'POTE' | 'DEPO' | 'COFS' | 'INTE' | 'OFFD';
  readonly zh: string;
  readonly en: string;
  /** Why a code is ours (LOCAL), or which SMDG row it is. */
  readonly note?: string;
};

export const SEED_TERMINALS: readonly SeedTerminal[] = [
  // Shanghai: Yangshan (洋山) deep-water port and Waigaoqiao (外高桥)
  { portCode: 'CNSHA', code: 'SHENG', provider: 'SMDG', kind: 'POTE', zh: '洋山一二期 盛东码头', en: 'Shanghai Shengdong (Yangshan phases 1 & 2)' },
  { portCode: 'CNSHA', code: 'SGICT', provider: 'SMDG', kind: 'POTE', zh: '洋山三期 冠东码头', en: 'Shanghai Guandong (Yangshan phase 3)' },
  { portCode: 'CNSHA', code: 'SIPGSD', provider: 'SMDG', kind: 'POTE', zh: '洋山四期 尚东码头', en: 'SIPG Shangdong (Yangshan phase 4)' },
  { portCode: 'CNSHA', code: 'SPICT', provider: 'SMDG', kind: 'POTE', zh: '外高桥一期 浦东码头', en: 'Shanghai Pudong (Waigaoqiao phase 1)' },
  { portCode: 'CNSHA', code: 'WAIG', provider: 'SMDG', kind: 'POTE', zh: '外高桥二三期 振东码头', en: 'SIPG Zhendong (Waigaoqiao phases 2 & 3)' },
  { portCode: 'CNSHA', code: 'SECT', provider: 'SMDG', kind: 'POTE', zh: '外高桥四期 沪东码头', en: 'Shanghai East (Waigaoqiao phase 4)' },
  { portCode: 'CNSHA', code: 'SMCT', provider: 'SMDG', kind: 'POTE', zh: '外高桥五期 明东码头', en: 'Shanghai Mingdong (Waigaoqiao phase 5)' },
  // Ningbo: Beilun (北仑), Meishan (梅山), Daxie (大榭)
  { portCode: 'CNNGB', code: 'BLCT1', provider: 'SMDG', kind: 'POTE', zh: '北仑二期 北仑国际码头', en: 'Ningbo Beilun International (NBCT)' },
  { portCode: 'CNNGB', code: 'BLCT2', provider: 'SMDG', kind: 'POTE', zh: '北仑三期 北二集司', en: 'Ningbo Beilun Second (NBSCT)' },
  { portCode: 'CNNGB', code: 'BLTCT', provider: 'SMDG', kind: 'POTE', zh: '穿山 北三集司', en: 'Ningbo Beilun Third (NBTCT)' },
  { portCode: 'CNNGB', code: 'BLCT6', provider: 'SMDG', kind: 'POTE', zh: '梅山岛国际码头', en: 'Ningbo Meishan Island International (MSICT)' },
  { portCode: 'CNNGB', code: 'BLCT5', provider: 'SMDG', kind: 'POTE', zh: '大榭招商国际码头', en: 'Ningbo Daxie (NDCT)' },
  // Shenzhen: Yantian (盐田), Shekou (蛇口), Chiwan (赤湾), Da Chan Bay (大铲湾)
  { portCode: 'CNYTN', code: 'YICT', provider: 'SMDG', kind: 'POTE', zh: '盐田国际集装箱码头', en: 'Yantian International (YICT)' },
  { portCode: 'CNYTN', code: 'YICTW', provider: 'SMDG', kind: 'POTE', zh: '盐田西港区码头', en: 'Yantian West' },
  { portCode: 'CNSHK', code: 'SCT', provider: 'SMDG', kind: 'POTE', zh: '蛇口集装箱码头', en: 'Shekou Container Terminals (SCT)' },
  {
    portCode: 'CNSHK',
    code: 'CCT',
    provider: 'SMDG',
    kind: 'POTE',
    zh: '赤湾集装箱码头',
    en: 'Chiwan Container Terminal (CCT)',
    note: 'SMDG files it under CNSHK',
  },
  { portCode: 'CNSHK', code: 'MCT', provider: 'SMDG', kind: 'POTE', zh: '妈湾集装箱码头', en: 'Mawan Container Terminal (MCT)' },
  {
    portCode: 'CNDCB',
    code: 'DCB',
    provider: 'LOCAL',
    kind: 'POTE',
    zh: '大铲湾现代港口',
    en: 'Da Chan Bay Terminal One',
    note: 'not found in the SMDG list: local code',
  },
  // Guangzhou Nansha (南沙)
  {
    portCode: 'CNNSA',
    code: 'NANS',
    provider: 'SMDG',
    kind: 'POTE',
    zh: '南沙二期 南沙海港码头',
    en: 'Guangzhou South China Oceangate (GOCT, Nansha phase 2)',
  },
  { portCode: 'CNNSA', code: 'NICT', provider: 'SMDG', kind: 'POTE', zh: '南沙三期 南沙国际码头', en: 'Nansha International (Nansha phase 3)' },
  // Qingdao (青岛前湾), Xiamen (厦门海沧), Tianjin (天津)
  { portCode: 'CNTAO', code: 'QQCTU', provider: 'SMDG', kind: 'POTE', zh: '前湾联合集装箱码头', en: 'Qingdao Qianwan United (QQCTU)' },
  { portCode: 'CNTAO', code: 'QQCTN', provider: 'SMDG', kind: 'POTE', zh: '新前湾集装箱码头', en: 'Qingdao New Qianwan (QQCTN)' },
  { portCode: 'CNXMN', code: 'XICT', provider: 'SMDG', kind: 'POTE', zh: '厦门国际集装箱码头', en: 'Xiamen International (XICT)' },
  { portCode: 'CNXMN', code: 'XOGT', provider: 'SMDG', kind: 'POTE', zh: '远海集装箱码头', en: 'Xiamen Ocean Gate (XOGT)' },
  { portCode: 'CNTXG', code: 'TPCT1', provider: 'SMDG', kind: 'POTE', zh: '天津港太平洋国际码头', en: 'Tianjin Port Pacific International (TPCT)' },
  { portCode: 'CNTXG', code: 'TECT1', provider: 'SMDG', kind: 'POTE', zh: '天津港欧亚国际码头', en: 'Tianjin Port Euroasia International (TECT)' },
  // Rotterdam
  { portCode: 'NLRTM', code: 'DDE', provider: 'SMDG', kind: 'POTE', zh: 'ECT 三角洲码头（东）', en: 'ECT Delta Dedicated East' },
  { portCode: 'NLRTM', code: 'EMX', provider: 'SMDG', kind: 'POTE', zh: 'ECT 欧洲马克斯码头', en: 'ECT Euromax Terminal' },
  { portCode: 'NLRTM', code: 'NLMVII', provider: 'SMDG', kind: 'POTE', zh: 'APM 马斯莱可迪二期码头', en: 'APM Terminals Maasvlakte II' },
  { portCode: 'NLRTM', code: 'RWG', provider: 'SMDG', kind: 'POTE', zh: '鹿特丹世界门户码头', en: 'Rotterdam World Gateway (RWG)' },
  // Hamburg
  { portCode: 'DEHAM', code: 'CTA', provider: 'SMDG', kind: 'POTE', zh: 'HHLA 阿尔滕韦尔德码头', en: 'HHLA Container Terminal Altenwerder (CTA)' },
  { portCode: 'DEHAM', code: 'CTB', provider: 'SMDG', kind: 'POTE', zh: 'HHLA 布尔夏德码头', en: 'HHLA Container Terminal Burchardkai (CTB)' },
  { portCode: 'DEHAM', code: 'EGH', provider: 'SMDG', kind: 'POTE', zh: '欧门汉堡码头', en: 'Eurogate Container Terminal Hamburg' },
  // Singapore
  { portCode: 'SGSIN', code: 'PSAPPT', provider: 'SMDG', kind: 'POTE', zh: 'PSA 巴西班让码头', en: 'PSA Pasir Panjang Terminals' },
  { portCode: 'SGSIN', code: 'PSATUA', provider: 'SMDG', kind: 'POTE', zh: 'PSA 大士码头', en: 'PSA Tuas Terminals' },
  // an off-dock CFS, the kind a forwarder's LCL rates name
  {
    portCode: 'CNSHA',
    code: 'WGQCFS',
    provider: 'LOCAL',
    kind: 'COFS',
    zh: '外高桥集装箱货运站',
    en: 'Waigaoqiao CFS',
    note: 'a local code: CFS have none in SMDG',
  },
];
