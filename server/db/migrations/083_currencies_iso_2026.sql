-- Issue 45 items 10 and 21: currencies as ISO 4217 lists them today, and every amount of the bills in
-- its currency's minor unit.
--
-- 1. ISO's withdrawal month (list three's WthdrwlDt, "2025-03") of a currency no longer in use.
alter table currencies add column if not exists withdrawn text check (withdrawn ~ '^\d{4}-\d{2}$');

-- 2. Withdrawn by ISO and still enabled here: ANG (replaced by XCG, 2025-03), BGN (Bulgaria adopted the
--    euro, 2026-01), CUC (Cuba's monetary unification, 2021-06). Disabled with their month; prices and
--    bills already in them keep them (nothing new is priced or billed in them). Inserted when missing
--    (a new database: this runs before the reference seed, which then adds nothing over them).
insert into currencies (code, number, digits, name_zh, name_en, symbol, status, withdrawn)
values ('ANG', '532', 2, '荷属安的列斯盾', 'Netherlands Antillean Guilder', 'ANG', 'DISABLED', '2025-03'),
       ('BGN', '975', 2, '保加利亚列弗', 'Bulgarian Lev', 'BGN', 'DISABLED', '2026-01'),
       ('CUC', '931', 2, '古巴可兑换比索', 'Peso Convertible', 'CUC', 'DISABLED', '2021-06')
on conflict (code) do update set status = 'DISABLED', withdrawn = excluded.withdrawn, version = currencies.version + 1;

-- 3. XCG, the Caribbean guilder of Curaçao and Sint Maarten (ISO 4217 amendment 176: number 532, 2 digits).
insert into currencies (code, number, digits, name_zh, name_en, symbol, status)
values ('XCG', '532', 2, '加勒比盾', 'Caribbean Guilder', 'XCG', 'ACTIVE')
on conflict (code) do nothing;

-- 4. The bills' amounts in their currency's digits (JPY none, BHD and KWD three): the columns were
--    numeric(14,2), which rounded KWD 12.345 to 12.35. A numeric without a scale keeps the digits it is
--    given; the code writes every amount in its currency's (src/domain/money) and reads them so.
alter table charges alter column chg_unit_price type numeric, alter column chg_amount type numeric;
alter table invoices alter column inv_total type numeric, alter column inv_tax_total type numeric, alter column inv_paid type numeric;
alter table invoice_lines alter column line_amount type numeric, alter column line_tax type numeric;
alter table invoice_payments alter column amount type numeric;
