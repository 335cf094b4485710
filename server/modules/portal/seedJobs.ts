import type { Queryable } from '../../db/types';
import { activeCompanyByCode } from '../companies/public';
import { insertJob, type JobFields, setJobStatus } from './jobRepository';

type DemoJob = JobFields & { state: 'DRAFT' | 'PUBLISHED' | 'CLOSED' };

const job = (o: Partial<DemoJob> & Pick<DemoJob, 'title'>): DemoJob => ({
  department: '',
  city: '',
  headcount: 1,
  salaryMin: null,
  salaryMax: null,
  kind: 'SOCIAL',
  requirements: '',
  state: 'PUBLISHED',
  ...o,
});

/** The demo sites' job posts (Chinese and English): published ones, a draft and a closed one never shown. */
const DEMO_JOBS: Record<string, DemoJob[]> = {
  'PRV-SHYD': [
    job({
      title: '海运操作专员',
      department: '操作部',
      city: '上海',
      headcount: 2,
      salaryMin: 8000,
      salaryMax: 12000,
      requirements: '<p>负责海运出口订舱、做箱与单证。</p><ul><li>两年以上货代操作经验</li><li>熟悉美线、欧线操作</li></ul>',
    }),
    job({
      title: 'Overseas Sales Executive',
      department: 'Sales',
      city: 'Shanghai',
      salaryMin: 10000,
      salaryMax: 18000,
      requirements: '<p>Develop agents and direct customers in Europe.</p><ul><li>Fluent English</li><li>3 years in freight sales</li></ul>',
    }),
    job({
      title: '2027 届管培生',
      department: '人力资源部',
      city: '上海',
      headcount: 5,
      kind: 'CAMPUS',
      requirements: '<p>物流、国际贸易相关专业应届毕业生。</p>',
    }),
    job({ title: '单证主管（草稿）', department: '单证部', city: '上海', state: 'DRAFT' }),
    job({ title: '报关员（已招满）', department: '关务部', city: '上海', state: 'CLOSED' }),
  ],
  'CUS-HZTX': [
    job({
      title: '外贸跟单员',
      department: '业务部',
      city: '杭州',
      headcount: 2,
      salaryMin: 6000,
      salaryMax: 9000,
      requirements: '<p>跟进纺织品出口订单与出运。</p>',
    }),
    job({
      title: 'Export Documentation Clerk',
      department: 'Logistics',
      city: 'Hangzhou',
      requirements: '<p>Prepare invoices, packing lists and certificates of origin.</p>',
    }),
  ],
};

export async function seedDemoJobs(tx: Queryable): Promise<void> {
  for (const [code, jobs] of Object.entries(DEMO_JOBS)) {
    const company = await activeCompanyByCode(tx, code);
    if (!company) continue;
    for (const { state, ...fields } of jobs) {
      const id = await insertJob(tx, String(company.id), fields);
      if (state !== 'DRAFT') await setJobStatus(tx, id, 'PUBLISHED');
      if (state === 'CLOSED') await setJobStatus(tx, id, 'CLOSED');
    }
  }
}
