-- SI numbers are shown to people and named in messages ("container X is already on SI 26000001"):
-- each number belongs to one SI. The sequence hands out new ones; this holds against numbers set
-- any other way (imports, repairs), and a submission whose insert meets a taken number is rolled
-- back whole.
create unique index si_records_no on si_records (no);
