/** Wire shapes of the sign-in and session calls (spec §3 auth state, §7). */

export interface LoginRequest {
  Account: string;
  Password: string;
}

export interface LoginAnswer {
  Token: string;
  /** True on a user's first sign-in: the client shows the first-time dialog. */
  FIRST_REGISTER: boolean;
}

export interface CurrentUser {
  Id: number;
  Account: string;
  Name: string;
}

export interface PermissionItem {
  ItemKey: string;
  PermissionKey: string;
  Value: string;
}

export interface CompanySummary {
  CompanyId: number;
  CompanyCode: string;
  CompanyName: string;
  CompanyNameEn: string;
  /** platform (internal staff), customer or provider */
  CompanyKind: string;
}

export interface BoundEmployee extends CompanySummary {
  Id: number;
  Name: string;
  IsAdmin: boolean;
  IsDefault: boolean;
}

export interface CurrentEmployee extends BoundEmployee {
  AccountMode: 'userBindEmployee' | 'employee';
  Permissions: PermissionItem[];
}

/** A user's request to join: creating a company (platform audit) or binding to one (its admin decides). */
export interface JoinRequest {
  Id: number;
  Kind: 'createCompany' | 'bindCompany';
  CompanyName: string;
  CompanyCode: string | null;
  Status: 'pending' | 'approved' | 'rejected';
  Reason: string | null;
  CreatedAt: string;
}

/** A company's offer to bind the signed-in user to one of its employees (the user accepts or declines). */
export interface BindOffer {
  Id: number;
  EmployeeName: string;
  IsAdmin: boolean;
  CompanyName: string;
  CompanyNameEn: string;
  /** who made the offer (an employee of that company, or platform staff) */
  OfferedBy: string;
  CreatedAt: string;
}

/** On the employee's side: the user an offer waits for. */
export interface PendingBind {
  Account: string;
  CreatedAt: string;
}

/** Domain info (spec §3): the company owning a site, and its logo. */
export interface DomainInfo {
  CompanyId: number;
  CompanyName: string;
  /** The company's English name, when it has one (English pages show it). */
  CompanyNameEn?: string;
  Logo: string | null;
  /** The site's variant (NEW_MH, MH, TMH, CUSTOMER: operations.md §15.1), its portal key, language and title (issue 49). */
  Variant?: string;
  PortalKey?: string;
  Lang?: string;
  Title?: string;
}
