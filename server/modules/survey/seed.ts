import type { Answers, Question } from '../../../src/domain/survey/survey';
import type { Queryable } from '../../db/types';
import { postMessages } from '../messages/public';
import { audiencePeople, insertRecipients, insertSurvey, saveAnswers, setStatus } from './repository';
import { answerLink } from './sendService';

const opt = (zh: string, en: string) => ({ Zh: zh, En: en });

const CUSTOMER_QUESTIONS: Question[] = [
  { Id: 'q1', Kind: 'NPS', TextZh: '您有多大可能向同行推荐我们？', TextEn: 'How likely are you to recommend us to a colleague?', Required: true, Options: [] },
  { Id: 'q2', Kind: 'RATING', TextZh: '订舱和放舱的及时性', TextEn: 'Timeliness of booking and space release', Required: true, Options: [] },
  {
    Id: 'q3',
    Kind: 'SINGLE',
    TextZh: '您最常用的下单方式',
    TextEn: 'How do you usually place orders?',
    Required: true,
    Options: [opt('平台网页', 'The web platform'), opt('微信', 'WeChat'), opt('电话或邮件', 'Phone or e-mail')],
  },
  {
    Id: 'q4',
    Kind: 'MULTI',
    TextZh: '您希望我们改进哪些方面？',
    TextEn: 'What should we improve?',
    Required: false,
    Options: [
      opt('运价透明度', 'Rate transparency'),
      opt('货物跟踪', 'Cargo tracking'),
      opt('账单准确', 'Accurate invoices'),
      opt('客服响应', 'Service response'),
    ],
  },
  { Id: 'q5', Kind: 'TEXT', TextZh: '其他意见或建议', TextEn: 'Anything else you would like to tell us', Required: false, Options: [] },
];

const TEXTS = ['希望旺季也能保证舱位。', '账单能否按航次合并？', '跟踪页面很好用，谢谢。', '', '客服晚上也能联系上就更好了。', ''];

/** The n-th demo answer: a spread of scores and choices, so the results page says something. */
function demoAnswer(n: number): Answers {
  const a: Answers = { q1: [10, 9, 8, 6, 9, 3, 10, 7][n % 8]!, q2: [5, 4, 4, 3, 5, 2, 4, 5][n % 8]!, q3: n % 3, q4: n % 2 ? [1] : [0, 3] };
  if (TEXTS[n % TEXTS.length]) a.q5 = TEXTS[n % TEXTS.length]!;
  return a;
}

/**
 * The demo's three surveys (issue 51): a closed customer survey with answers from most of those it
 * went to, an open survey of individual users nobody answered yet, a provider survey still a draft.
 */
export async function seedDemoSurveys(tx: Queryable): Promise<void> {
  const closed = await insertSurvey(
    tx,
    {
      audience: 'CUSTOMER',
      titleZh: '2026 年客户满意度调查',
      titleEn: '2026 customer satisfaction survey',
      intro: '感谢您一年来的支持，请花三分钟告诉我们哪里做得好、哪里要改进。',
      questions: CUSTOMER_QUESTIONS,
      target: 'ALL',
      targetIds: [],
    },
    null,
  );
  const customers = await audiencePeople(tx, 'CUSTOMER', 'ALL', []);
  await insertRecipients(tx, closed, customers);
  await setStatus(tx, closed, 'OPEN');
  // every recipient but the last two answered
  for (const [n, p] of customers.slice(0, Math.max(0, customers.length - 2)).entries()) await saveAnswers(tx, closed, p.employeeId, demoAnswer(n));
  await setStatus(tx, closed, 'CLOSED');

  const open = await insertSurvey(
    tx,
    {
      audience: 'USER',
      titleZh: '新版工作台使用体验',
      titleEn: 'How is the new workbench?',
      intro: '我们刚刚改版了工作台，请告诉我们您的感受。',
      questions: [
        { Id: 'q1', Kind: 'RATING', TextZh: '新版工作台好用吗？', TextEn: 'Is the new workbench easy to use?', Required: true, Options: [] },
        { Id: 'q2', Kind: 'TEXT', TextZh: '最希望增加的功能', TextEn: 'The feature you would most like added', Required: false, Options: [] },
      ],
      target: 'ALL',
      targetIds: [],
    },
    null,
  );
  const users = await audiencePeople(tx, 'USER', 'ALL', []);
  await insertRecipients(tx, open, users);
  await setStatus(tx, open, 'OPEN');
  await postMessages(
    tx,
    users.map((p) => ({
      title: '问卷邀请：新版工作台使用体验',
      titleEn: 'Survey: How is the new workbench?',
      link: answerLink(open),
      to: { employeeId: p.employeeId },
    })),
  );

  await insertSurvey(
    tx,
    {
      audience: 'PROVIDER',
      titleZh: '供应商合作评估（草稿）',
      titleEn: 'Provider partnership review (draft)',
      intro: '',
      questions: [
        { Id: 'q1', Kind: 'NPS', TextZh: '您有多大可能继续与我们合作？', TextEn: 'How likely are you to keep working with us?', Required: true, Options: [] },
      ],
      target: 'ALL',
      targetIds: [],
    },
    null,
  );
}
