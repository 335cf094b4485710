-- Issue 33: a large list export is written by a background job (server/http/exportJob.ts); the file
-- waits here until the person who asked for it downloads it (Job/ExportFile), from whichever server
-- process answers. It goes with its job: the daily jobs.forgetDone round deletes done jobs after a week.
create table export_files (
  job_id bigint primary key references jobs (id) on delete cascade,
  employee_id bigint not null,
  file_name text not null,
  rows integer not null,
  bytes bytea not null,
  created_at timestamptz not null default now()
);
