-- Messages the system sends (an SI approved or returned, …) are written in both languages, so each
-- reader gets them in their own; messages people write keep the one text they wrote (null here).
alter table messages add column title_en text;
alter table messages add column description_en text;
