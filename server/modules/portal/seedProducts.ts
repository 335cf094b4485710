import type { Queryable } from '../../db/types';
import { activeCompanyByCode } from '../companies/public';
import { insertProduct, type ProductFields } from './productRepository';

const card = (name: string, icon: string, summary: string, servicePath = '', enabled = true): Omit<ProductFields, 'order'> => ({
  name,
  icon,
  summary,
  body: '',
  servicePath,
  enabled,
});

/** The demo sites' product and service cards (Chinese and English); one disabled card visitors never see. */
const DEMO_PRODUCTS: Record<string, Omit<ProductFields, 'order'>[]> = {
  'CUS-HZTX': [
    card('纺织品出口', 'cube', '棉纺、化纤面料与成衣出口，年出运超过 3000 标箱。'),
    card(
      'Sea freight to Europe',
      'ship',
      'Weekly FCL and LCL from Ningbo and Shanghai to Hamburg, Rotterdam and Felixstowe.',
      '/external/service/seaTransportation',
    ),
    card('验货与仓储', 'home', '杭州萧山自有仓库，出运前验货、贴标与分拣。'),
    card('旧版报关服务（已停用）', 'document', '已停止提供。', '', false),
  ],
  'PRV-SHYD': [
    card('海运整箱', 'ship', '美线、欧线、东南亚整箱订舱，主流船公司合约价。', '/external/service/seaTransportation'),
    card('Air freight', 'airplane', 'Consolidated and express air cargo out of PVG and SHA.', '/external/service/airTransportation'),
    card('海铁联运', 'train', '经连云港、郑州的海铁联运至中亚与欧洲。', '/external/service/seaTrain'),
  ],
};

export async function seedDemoProducts(tx: Queryable): Promise<void> {
  for (const [code, cards] of Object.entries(DEMO_PRODUCTS)) {
    const company = await activeCompanyByCode(tx, code);
    if (!company) continue;
    for (const [i, c] of cards.entries()) await insertProduct(tx, String(company.id), { ...c, order: (i + 1) * 10 });
  }
}
