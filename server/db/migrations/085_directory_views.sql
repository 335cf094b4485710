-- Issue 46: the read contracts other modules' list SQL joins instead of the owners' tables (the
-- companies', the staff's, the platform's accounts). Plain views: the planner inlines them, so a join
-- costs what it did. Only the columns readers use; never a password hash or a login secret.

-- companies: a company's identity, kind and status (every list's customer or provider name), its public
-- site's details (the site and the public tracking page find a company by its domain), and whether its
-- submitted rates wait for a manager (rates).
create view company_directory as
  select c.id, c.code, c.name_zh, c.name_en, c.kind, c.status, c.site_domain, c.logo_url, c.contact_phone, c.email, c.address,
         c.rate_needs_confirmation
    from companies c;

-- companies: which employee sells to which company, ids only (a reader joins employee_directory for
-- the name: this view selects from the companies' own table alone).
create view salesperson_directory as
  select s.company_id, s.employee_id from company_salespeople s;

-- staff: an employee account's identity in its company (names in lists, who may be told); no login
-- name, no password hash.
create view employee_directory as
  select e.id, e.company_id, e.user_id, e.name, e.is_admin, e.status, e.email, e.created_at from employees e;

-- platform: a person's account (the account they sign in with, their name and status); no password hash.
create view user_directory as
  select u.id, u.account, u.name, u.status, u.first_login_at, u.created_at from users u;
