-- One counter that moves whenever anything a signed-in user's rights derive from changes.
-- Nodes cache each session's roles and permissions and reload them when the counter moved,
-- so a change still applies on the very next request, on every node.
create table sys_auth_version (
  id int primary key default 1 check (id = 1),
  version bigint not null default 0
);
insert into sys_auth_version (id, version) values (1, 0);

create function sys_bump_auth_version() returns trigger language plpgsql as $$
begin
  update sys_auth_version set version = version + 1 where id = 1;
  return null;
end $$;

create trigger sys_user_role_auth after insert or update or delete on sys_user_role for each statement execute function sys_bump_auth_version();
create trigger sys_role_menu_auth after insert or update or delete on sys_role_menu for each statement execute function sys_bump_auth_version();
create trigger sys_role_dept_auth after insert or update or delete on sys_role_dept for each statement execute function sys_bump_auth_version();
create trigger sys_role_auth after insert or update or delete on sys_role for each statement execute function sys_bump_auth_version();
create trigger sys_menu_auth after insert or update or delete on sys_menu for each statement execute function sys_bump_auth_version();
create trigger sys_dept_auth after insert or update of dept_name, parent_id, ancestors, status, del_flag or delete on sys_dept for each statement execute function sys_bump_auth_version();
-- Only the columns a session's rights depend on: sign-in bookkeeping (login_date, failed_logins) must not flush every cache.
create trigger sys_user_auth after insert or update of user_name, nick_name, dept_id, status, del_flag or delete on sys_user for each statement execute function sys_bump_auth_version();
