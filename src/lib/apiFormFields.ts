import type { ListCall } from '../contract/call';

/** The fields of the form kit (ApiForm) as a screen declares them, and where a record field finds its records. */
export interface FieldSpec {
  /** The wire name; the server's `Errors[].Path` is `/<name>`. */
  name: string;
  label: string;
  /**
   * `port`/`carrier`: the one picker (PlacePicker, CarrierPicker); `ports`/`carriers`: a list of
   * codes, each picked in turn; `record`: a record found by name in a list (`records`), the field
   * holding "<id> <name>", the id first as forms read it; `records`: several, comma-separated.
   */
  type?: 'text' | 'password' | 'tel' | 'email' | 'textarea' | 'checkbox' | 'port' | 'ports' | 'carrier' | 'carriers' | 'record' | 'records';
  records?: RecordSource;
  helper?: string;
  options?: { value: string; label: string }[];
  disabled?: boolean;
}

/**
 * Where a `record` field finds its records: a list of the list kit as its contract declares it
 * (server/http/lists.ts), filtered by one of its text columns; the first page of eight.
 */
export interface RecordSource<Row extends { Id: number } = { Id: number }> {
  list: ListCall<Row>;
  filter: string;
  /** How a record reads after its id (its code and name). */
  label(row: Row): string;
}

/** A record source, its rows' type read off its list (the label is checked against them). */
export const recordSource = <Row extends { Id: number }>(source: RecordSource<Row>): RecordSource => source;
