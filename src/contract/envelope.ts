import type { Bilingual } from '../i18n/bilingual';

/**
 * The wire envelope of every /api answer (DESIGN §4), shared by the browser and the server.
 * Success: `Status: true` and `Data`. A refusal: `Status: false`, a `Message` a person can read,
 * and for bad input one `Errors` entry per field.
 */
export interface ApiOk<T> {
  Status: true;
  Data: T;
  Message?: string;
}

export interface FieldError {
  /** Where the problem is, e.g. `/Message` or `/TBI_CONSIGNOR`. */
  Path: string;
  Message: string;
  /** What kind of problem, for a program to read (a schema refusal: REQUIRED, TOO_LONG, NOT_A_NUMBER, NOT_ALLOWED, FORMAT…). */
  Code?: string;
  /** The values the problem names (a schema refusal: its Limit, Type or Field). */
  Params?: Record<string, unknown>;
  /**
   * Server side only: the message in both languages, for a check whose words carry values
   * ("原币种：XYZ 不是启用的币种"); the server sends the person's language as `Message`, never this.
   */
  Words?: Bilingual;
}

/** A check's field error said in both languages (`Message` keeps the English). */
export const fieldSays = (path: string, words: Bilingual): FieldError => ({ Path: path, Message: words.en, Words: words });

export interface ApiFail {
  Status: false;
  Data?: null;
  Message: string;
  Errors?: FieldError[];
}

export type ApiEnvelope<T> = ApiOk<T> | ApiFail;

export const ok = <T>(data: T, message?: string): ApiOk<T> =>
  message === undefined ? { Status: true, Data: data } : { Status: true, Data: data, Message: message };

export const fail = (message: string, errors?: FieldError[]): ApiFail =>
  errors?.length
    ? { Status: false, Data: null, Message: message, Errors: errors.map(({ Words: _server, ...onWire }) => onWire) }
    : { Status: false, Data: null, Message: message };
