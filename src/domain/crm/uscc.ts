/**
 * The unified social credit code (统一社会信用代码, GB 32100-2015; commercial.md R7.2): 18
 * characters from 0-9 and the capitals without I, O, S, V, Z; the last is the check character over
 * the first 17, weighted 3^i mod 31: C18 = 31 − (Σ cᵢ·Wᵢ mod 31), 31 written as 0.
 */

import { USCI_ALPHABET, USCI_WEIGHTS, usciCheckChar } from '../partyCodes/usci';

// The arithmetic is the manifests' (src/domain/partyCodes/usci.ts, shared): one check of GB 32100-2015.
// The CRM and the company application refuse a code only by its length, its characters and its
// check character (a customer's code from an old list may carry a letter in the division digits).

/** The standard's alphabet: a character's value is its place here. */
export const USCC_ALPHABET = USCI_ALPHABET;
/** The standard's weights Wᵢ = 3^(i−1) mod 31 for positions 1–17. */
export const USCC_WEIGHTS = USCI_WEIGHTS;

/** The check character of 17 characters of the alphabet, or undefined when one is not of it. */
export const usccCheckChar = (first17: string): string | undefined => usciCheckChar(first17);

/** Each problem in words (the CRM's customer form and the company application, browser and server). */
export const usccProblemWords = {
  LENGTH: { zh: '统一社会信用代码须为 18 位', en: 'A credit code (USCC) has 18 characters' },
  CHARACTER: { zh: '统一社会信用代码只含数字和大写字母（不含 I、O、S、V、Z）', en: 'A credit code (USCC) has digits and capitals other than I, O, S, V, Z' },
  CHECK: { zh: '统一社会信用代码校验位不正确，请核对', en: "The credit code's (USCC) check character is wrong: check the code" },
} as const;

/** Why a code is not a valid USCC, or undefined when it is (upper case, no spaces, as written). */
export function usccProblem(code: string): 'LENGTH' | 'CHARACTER' | 'CHECK' | undefined {
  if (code.length !== 18) return 'LENGTH';
  if ([...code].some((c) => !USCC_ALPHABET.includes(c))) return 'CHARACTER';
  return usccCheckChar(code.slice(0, 17)) === code[17] ? undefined : 'CHECK';
}

export const isValidUscc = (code: string): boolean => usccProblem(code) === undefined;
