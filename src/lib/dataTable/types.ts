import type { ReactNode } from 'react';
import type { Intent } from '@blueprintjs/core';
import type { Access } from '../../contract/access';
import type { ListCall } from '../../contract/call';
import type { Language } from '../../i18n/language';
import type { Bilingual } from '../../i18n/bilingual';

export interface DataColumn<T> {
  /** The wire field; also the filter and sort name on the server. */
  key: string;
  title: Bilingual;
  width?: number;
  /** The cell's text (default: the field as text). */
  text?(row: T, lang: Language): string;
  sortable?: boolean;
  /** A text box (contains) or a choice (equals). */
  filter?: 'text' | { value: string; label: Bilingual }[];
  /** Filter on another server field than `key` (e.g. RoleNames for a Roles column). */
  filterKey?: string;
  /** The cell coloured by what the row says (a container event's anomaly in red). */
  intent?(row: T): Intent | undefined;
}

/** Rows ticked for a bulk action: which rows may be ticked, their key and the bar of bulk buttons. */
export interface RowPick<T> {
  key(row: T): number;
  can?(row: T): boolean;
  bar(rows: T[]): ReactNode;
}

export interface DataTableProps<T> {
  /** The list as its contract declares it (`listCallOf`): the query, its key (`listKey` of its path), its export and import. */
  list: ListCall<T>;
  columns: DataColumn<T>[];
  /** Query parameters always sent (a scope, a stage). */
  fixed?: Record<string, string>;
  exportAccess?: Access;
  importAccess?: Access;
  /** The headers an import sheet may carry, told to the person. */
  importColumns?: string[];
  /** Buttons of a row, in a last column. */
  actions?(row: T): ReactNode;
  actionsWidth?: number;
  /** A grid wider than the screen: the buttons come first and stay put while it scrolls sideways. */
  actionsFirst?: boolean;
  /** Enter on a focused row, or a double click, opens it. */
  onOpen?(row: T): void;
  label: string;
  /** Extra toolbar content (an "add" button). */
  toolbar?: ReactNode;
  /**
   * Rows ticked for a bulk action: a box at the start of the buttons' column (rows `can` allows),
   * "select the page" and the bar of bulk buttons above the table. The ticks are cleared whenever
   * the page's rows are read again (a filter, another page, the refresh after the action).
   */
  pick?: RowPick<T>;
}

/** The column a list is sorted by, and which way. */
export type ListSort = { key: string; desc: boolean } | undefined;
