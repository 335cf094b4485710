// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { dictionary } from '../../../src/i18n/dictionary';
import { translate } from '../../../src/i18n/useT';
import { language, toggleLanguage } from '../../../src/i18n/language';

describe('dictionary', () => {
  it('has every string in Chinese and English', () => {
    for (const [key, text] of Object.entries(dictionary)) {
      expect(text.zh.trim(), key).not.toBe('');
      expect(text.en.trim(), key).not.toBe('');
      expect(text.zh, key).toMatch(/[\u3400-\u9fff]|^[©\s\w+.…/-]+$/); // Chinese, bar symbols and shortcuts
    }
  });

  it('defaults to Chinese and switches to English, stored locally', () => {
    expect(language.get()).toBe('zh');
    expect(translate('close', language.get())).toBe('关闭');
    toggleLanguage();
    expect(language.get()).toBe('en');
    expect(localStorage.getItem('freight.language')).toBe('"en"');
    expect(translate('close', language.get())).toBe('Close');
    toggleLanguage();
    expect(language.get()).toBe('zh');
  });
});
