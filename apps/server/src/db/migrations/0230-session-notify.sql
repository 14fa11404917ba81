-- Nodes keep signed-in sessions in memory and ask the database nothing per request while
-- they listen here; every change a cached session depends on is announced on one channel.
-- 'v<n>': the auth version moved (users, roles, menus, organizations): drop every cached grant.
-- 's<token hash>': that session ended or changed: drop it.
create function sys_auth_version_notify() returns trigger language plpgsql as $$
begin
  perform pg_notify('cniot_auth', 'v' || new.version);
  return null;
end $$;
create trigger sys_auth_version_notify after update on sys_auth_version for each row execute function sys_auth_version_notify();

create function sys_session_notify() returns trigger language plpgsql as $$
begin
  perform pg_notify('cniot_auth', 's' || old.token_hash);
  return null;
end $$;
create trigger sys_session_deleted after delete on sys_session for each row execute function sys_session_notify();
-- The last-access touch only moves forward and is every node's own business (nodes expire idle sessions
-- from what they know and ask the database before refusing); anything else about a session is announced.
create trigger sys_session_changed after update on sys_session for each row
  when (new.last_access_time < old.last_access_time
    or new.login_time is distinct from old.login_time
    or new.idle_ms is distinct from old.idle_ms
    or new.user_id is distinct from old.user_id
    or new.token_hash is distinct from old.token_hash)
  execute function sys_session_notify();
