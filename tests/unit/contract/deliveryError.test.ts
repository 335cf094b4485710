import { describe, expect, it } from 'vitest';
import { deliveryErrorWords } from '../../../src/contract/deliveryError';

describe('a delivery failure in words (issue 45: "simulated single window: HTTP 503" shown to a customer)', () => {
  it('says what happened and what comes next, in each language, marked simulated where it was', () => {
    expect(deliveryErrorWords('simulated single window: HTTP 503')).toEqual({
      zh: '对方系统（模拟）暂时无法受理（HTTP 503），系统将自动重发。',
      en: "The counterpart's system (simulated) could not take it for now (HTTP 503); it will be sent again.",
    });
    expect(deliveryErrorWords('simulated carrier: timed out').zh).toBe('对方系统（模拟）未及时应答，系统将自动重发。');
    expect(deliveryErrorWords('timeout').en).toBe("The counterpart's system did not answer in time; it will be sent again.");
  });
  it('leaves a counterpart’s own reasons as written', () => {
    expect(deliveryErrorWords('收货人代码缺失')).toEqual({ zh: '收货人代码缺失', en: '收货人代码缺失' });
  });
  it('never leaves English in the Chinese words of a transport failure', () => {
    for (const raw of ['simulated single window: HTTP 503', 'simulated terminal: timed out', 'HTTP 502 from the carrier (simulated)'])
      expect(deliveryErrorWords(raw).zh).not.toMatch(/simulated|single window|timed out|carrier/);
  });
});
