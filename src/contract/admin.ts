/** Wire shapes of menus, roles, employees, companies and the change log (issue 4). */

/** One node of a menu tree (spec §3): Path, Buttons with a Code, Children; titles for display. */
export interface MenuNode {
  Id: number;
  Path: string;
  Title: string;
  TitleEn: string;
  Icon: string;
  Order: number;
  Buttons: { Id: number; Code: string; Name: string; NameEn: string }[];
  Children: MenuNode[];
}

export interface Role {
  Id: number;
  Name: string;
  Description: string;
  /** The owning company; null for a company-kind template. */
  CompanyId: number | null;
  /** customer or provider for a template, else null. */
  TemplateKind: 'customer' | 'provider' | null;
  Employees: number;
}

export interface PermissionItemRow {
  Id: string;
  /** role or employee */
  OwnerKind: 'role' | 'employee';
  OwnerId: number;
  OwnerName: string;
  ItemKey: string;
  PermissionKey: string;
  Value: string;
}

export interface EmployeeRowWire {
  Id: number;
  Name: string;
  LoginName: string | null;
  UserAccount: string | null;
  Phone: string;
  Email: string;
  IsAdmin: boolean;
  Status: 'active' | 'disabled';
  Roles: { Id: number; Name: string }[];
  /** Companies this employee is salesperson for (internal staff). */
  SalesFor: { CompanyId: number; CompanyName: string }[];
  CreatedAt: string;
}

export interface CompanyWire {
  Id: number;
  Code: string;
  Name: string;
  NameEn: string;
  Kind: 'platform' | 'customer' | 'provider';
  Status: 'active' | 'pending' | 'disabled';
  ContactName: string;
  ContactPhone: string;
  Email: string;
  Address: string;
  Remark: string;
  SiteDomain: string | null;
  Employees: number;
  Salespeople: { EmployeeId: number; Name: string }[];
  CreatedAt: string;
}

export interface UserRowWire {
  Id: number;
  Account: string;
  Name: string;
  Status: string;
  Companies: string;
  FirstLoginAt: string | null;
  CreatedAt: string;
}

export interface ApplicationWire {
  Id: number;
  Applicant: string;
  CompanyName: string;
  CompanyNameEn: string;
  Kind: 'customer' | 'provider';
  ContactName: string;
  ContactPhone: string;
  /** The credit code the applicant gave (empty when none): R7.9 links a CRM customer by it on approval. */
  Uscc: string;
  Status: 'pending' | 'approved' | 'rejected';
  Reason: string | null;
  CreatedAt: string;
  DecidedAt: string | null;
  DecidedBy: string | null;
}

export interface AuditEventWire {
  Id: number;
  At: string;
  Actor: string;
  Entity: string;
  EntityId: string | null;
  Action: string;
  Detail: Record<string, unknown>;
}

/** Paged lists: the query every list takes, and its answer. */
export interface ListQuery {
  Page?: number;
  PageSize?: number;
  Sort?: string;
  Desc?: boolean;
  [filter: string]: string | number | boolean | undefined;
}

export interface ListPage<T> {
  Items: T[];
  Total: number;
}

/** What an Excel import did: rows taken, and each rejected row with its reasons. */
/**
 * One row's answer in an import's preview, when the import says it of every row (a workbook of
 * several sheets: the manifest upload): the sheet and row as the template names them, the record
 * it belongs to (`Subject`, e.g. the B/L number), and whether it will create, update or is refused.
 */
export interface ImportRowAnswer {
  Sheet: string;
  Row: number;
  Subject: string;
  Answer: 'CREATE' | 'UPDATE' | 'REFUSED';
  Reasons: string[];
}

export interface ImportResult {
  Imported: number;
  Rejected: { Row: number; Reasons: string[]; Sheet?: string }[];
  /** Every row's answer (imports of several sheets); absent, only the refused rows are listed. */
  Answers?: ImportRowAnswer[];
  /** A preview's (`DryRun`): sent back as `Confirm` to write exactly what it showed. */
  Token?: string;
}

/** A message as its reader sees it (spec §3: Title, Description, SendId). */
export interface MessageWire {
  Id: number;
  Title: string;
  Description: string;
  SendId: number | null;
  SenderName: string;
  Scope: MessageScope;
  SentAt: string;
  ReadAt: string | null;
  /** Counted in the unread badge: not read, and not an announcement (global or company) from before this employee existed. */
  Unread: boolean;
  /** The SI the message is about (a review decision), linked from the message; null for any other message. */
  SiId: number | null;
  /** The page of this site the message is about (a quote, a rate card), set only by the system; null for any other message. */
  LinkPath: string | null;
}

/** Who a message is for: one employee, a company's employees, a user (every company account of theirs), everyone. */
export type MessageScope = 'employee' | 'company' | 'user' | 'global';

/** A sent message as its sender (or the platform) sees it. */
export interface SentMessageWire {
  Id: number;
  Title: string;
  Description: string;
  Scope: MessageScope;
  To: string;
  SenderName: string;
  SentAt: string;
  Readers: number;
  WithdrawnAt: string | null;
}
