-- Messages to a user (issue 5: "that employee's (and user's) messages"): a person who binds several
-- company accounts gets them whichever account is current. Read and delete marks stay per employee;
-- for a user's message one mark by any of the user's employees counts for all of them.

alter table messages add column target_user_id bigint references users (id);
alter table messages drop constraint messages_scope_check;
alter table messages add constraint messages_scope_check check (scope in ('employee', 'company', 'user', 'global'));
alter table messages add constraint messages_target_user_check check ((scope = 'user') = (target_user_id is not null));
create index messages_target_user on messages (target_user_id) where scope = 'user';
