import type { Bilingual } from '../i18n/bilingual';

/**
 * A message's delivery failure as a person reads it (issue 45: "simulated single window: HTTP 503"
 * was shown to a customer). The outbox keeps the transport's own words (for the operator's log); a
 * screen says what happened and what comes next. A refusal by the counterpart (its reasons) is not a
 * delivery failure and is shown as the counterpart wrote it.
 */
export function deliveryErrorWords(raw: string): Bilingual {
  const simulated = /simulat/i.test(raw);
  const sim = { zh: simulated ? '（模拟）' : '', en: simulated ? ' (simulated)' : '' };
  const status = /HTTP (\d{3})/i.exec(raw)?.[1];
  if (status)
    return {
      zh: `对方系统${sim.zh}暂时无法受理（HTTP ${status}），系统将自动重发。`,
      en: `The counterpart's system${sim.en} could not take it for now (HTTP ${status}); it will be sent again.`,
    };
  if (/timed? ?out/i.test(raw))
    return {
      zh: `对方系统${sim.zh}未及时应答，系统将自动重发。`,
      en: `The counterpart's system${sim.en} did not answer in time; it will be sent again.`,
    };
  return { zh: raw, en: raw };
}
