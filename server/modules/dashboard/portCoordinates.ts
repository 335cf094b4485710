import type { Queryable } from '../../db/types';

/**
 * Where the reference ports lie (longitude, latitude; rounded to about a kilometre), for the
 * dashboard's route map: the reference data had the columns (025_reference.sql) but no values.
 * Written only where a port has none, so an edit in the port maintenance is never overwritten.
 */
export const PORT_COORDINATES: Readonly<Record<string, readonly [lon: number, lat: number]>> = {
  // China
  CNSHA: [121.8, 31.36], CNNGB: [121.85, 29.93], CNTAO: [120.3, 36.08], CNSZX: [114.27, 22.57], CNYTN: [114.27, 22.57],
  CNSHK: [113.9, 22.48], CNCWN: [113.87, 22.48], CNXMN: [118.07, 24.48], CNTXG: [117.7, 38.98], CNDLC: [121.65, 38.93],
  CNCAN: [113.6, 22.75], CNNSA: [113.6, 22.75], CNFOC: [119.44, 25.99], CNLYG: [119.45, 34.74], CNNTG: [120.89, 32.0],
  CNNKG: [118.73, 32.09], CNWUH: [114.3, 30.6], CNCKG: [106.55, 29.56], CNZJG: [120.55, 31.98], CNTAG: [120.99, 31.65],
  CNYNT: [121.4, 37.55], CNRZH: [119.53, 35.38], CNYIK: [122.1, 40.68], CNZSN: [113.38, 22.52], CNZUH: [113.58, 22.27],
  CNJMN: [113.08, 22.58], CNFAN: [108.35, 21.6], CNQZJ: [108.62, 21.7], CNSTG: [116.68, 23.35], CNWNZ: [120.7, 28.0],
  CNHUA: [119.1, 34.0], CNHGH: [120.2, 30.27], CNDCB: [121.95, 30.62],
  HKHKG: [114.12, 22.32], TWKHH: [120.28, 22.6], TWKEL: [121.74, 25.13], TWTXG: [120.5, 24.27],
  // Asia
  SGSIN: [103.84, 1.26], MYPKG: [101.39, 3.0], MYTPP: [103.55, 1.36], THLCH: [100.88, 13.08], THBKK: [100.57, 13.7],
  VNSGN: [106.77, 10.77], VNCLI: [107.02, 10.6], VNHPH: [106.7, 20.85], KHKOS: [103.51, 10.63], IDJKT: [106.88, -6.1],
  IDSUB: [112.73, -7.2], PHMNL: [120.95, 14.6], MMRGN: [96.2, 16.77], BDCGP: [91.8, 22.3], LKCMB: [79.85, 6.95],
  INNSA: [72.95, 18.95], INMUN: [69.7, 22.74], INMAA: [80.3, 13.1], PKKHI: [66.98, 24.84],
  JPTYO: [139.78, 35.62], JPYOK: [139.67, 35.45], JPNGO: [136.88, 35.08], JPOSA: [135.43, 34.64], JPUKB: [135.2, 34.68],
  JPHKT: [130.4, 33.6], KRPUS: [129.05, 35.1], KRINC: [126.6, 37.45], KRKAN: [127.75, 34.9],
  // Middle East, Africa
  AEJEA: [55.06, 25.01], OMSLL: [54.0, 16.95], SAJED: [39.16, 21.47], SADMM: [50.2, 26.5], KWSWK: [48.17, 29.07],
  JOAQJ: [35.0, 29.52], ILHFA: [35.0, 32.82], ILASH: [34.63, 31.82], EGPSD: [32.3, 31.25], EGSOK: [32.35, 29.6],
  EGALY: [29.87, 31.18], DJJIB: [43.14, 11.6], KEMBA: [39.65, -4.07], TZDAR: [39.3, -6.83], ZADUR: [31.03, -29.87],
  ZACPT: [18.43, -33.9], NGAPP: [3.37, 6.44], NGTIN: [3.35, 6.43], GHTEM: [0.0, 5.63], MAPTM: [-5.5, 35.89],
  // Europe
  NLRTM: [4.05, 51.95], BEANR: [4.4, 51.23], DEHAM: [9.93, 53.54], DEBRV: [8.53, 53.58], DEWVN: [8.15, 53.6],
  GBFXT: [1.35, 51.95], GBSOU: [-1.43, 50.9], GBLGP: [0.46, 51.5], FRLEH: [0.1, 49.48], FRFOS: [4.88, 43.42],
  ESVLC: [-0.32, 39.44], ESALG: [-5.43, 36.13], ESBCN: [2.16, 41.35], ITGOA: [8.9, 44.4], ITSPE: [9.85, 44.1],
  ITTRS: [13.75, 45.63], GRPIR: [23.6, 37.94], SIKOP: [13.73, 45.55], TRMER: [34.63, 36.8], PLGDN: [18.67, 54.4],
  SEGOT: [11.9, 57.7], DKAAR: [10.22, 56.15], FIHEL: [24.95, 60.15],
  // Americas
  USLAX: [-118.26, 33.73], USLGB: [-118.2, 33.75], USOAK: [-122.3, 37.8], USSEA: [-122.35, 47.6], USTIW: [-122.42, 47.27],
  USNYC: [-74.15, 40.67], USSAV: [-81.1, 32.08], USCHS: [-79.93, 32.78], USORF: [-76.3, 36.85], USBAL: [-76.55, 39.25],
  USHOU: [-95.0, 29.73], CAVAN: [-123.1, 49.29], CAPRR: [-130.32, 54.31], MXZLO: [-104.3, 19.06], PAMIT: [-79.88, 9.36],
  PABLB: [-79.57, 8.95], COCTG: [-75.53, 10.4], COBUN: [-77.08, 3.88], ECGYE: [-79.9, -2.28], PECLL: [-77.15, -12.05],
  CLSAI: [-71.62, -33.58], BRSSZ: [-46.3, -23.95], BRPNG: [-48.5, -25.5], UYMVD: [-56.2, -34.9], ARBUE: [-58.37, -34.6],
  // Oceania
  AUSYD: [151.2, -33.97], AUMEL: [144.9, -37.83], AUBNE: [153.17, -27.38], AUFRE: [115.75, -32.05], NZAKL: [174.78, -36.84],
};

/** The seed step: every known port without coordinates gets them. */
export async function seedPortCoordinates(tx: Queryable): Promise<void> {
  const codes = Object.keys(PORT_COORDINATES);
  await tx.query(
    `update ports p set lon = c.lon, lat = c.lat
       from unnest($1::text[], $2::numeric[], $3::numeric[]) as c (code, lon, lat)
      where p.code = c.code and p.lon is null and p.lat is null`,
    [codes, codes.map((c) => PORT_COORDINATES[c]![0]), codes.map((c) => PORT_COORDINATES[c]![1])],
  );
}
