-- The user list's default order (newest first) read from an index, so a page of
-- 20 out of many thousand users does not sort the whole table on every request.
create index sys_user_live_created on sys_user (create_time desc, user_id desc) where del_flag = '0';
