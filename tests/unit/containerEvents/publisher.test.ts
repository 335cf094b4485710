import { describe, expect, it } from 'vitest';
import { publisherText } from '../../../src/ui/tracking/publisher';

describe('who published an event, in words', () => {
  it('never shows the internal publisher id: staff, an upload, a simulator; a carrier or terminal code as it is', () => {
    expect(publisherText('MANUAL:17', 'zh')).toBe('手工录入');
    expect(publisherText('MANUAL:17', 'en')).toBe('Typed in by staff');
    expect(publisherText('IMPORT:6f1c2a8e-0b7d-4c55-9d7e-2f9a1b3c4d5e', 'zh')).toBe('Excel 导入');
    expect(publisherText('SIM:TERMINAL_CLP', 'zh')).toBe('模拟码头');
    expect(publisherText('SIM:CARRIER_TNT', 'en')).toBe('Simulated carrier');
    expect(publisherText('SIM:OTHER', 'zh')).toBe('模拟 SIMULATOR');
    expect(publisherText('COSU', 'zh')).toBe('COSU');
    expect(publisherText('CNSHA-SIPGZD', 'en')).toBe('CNSHA-SIPGZD');
  });
});
