-- The three roles of the spec and the first administrator. The admin password is left
-- empty on purpose: db/bootstrap.ts sets it at start, so no known hash ships in SQL.
insert into sys_role (role_id, role_name, role_key, role_sort, data_scope, remark, create_by) values
  (1, 'Administrator', 'admin',      1, '1', 'Every menu and permission, every organization', 'admin'),
  -- Platform staff sit at the root company, so "own organization and below" is the whole
  -- tree for them while a system user placed in a dealer stays inside that dealer.
  (2, 'System user',   'sysUser',    2, '4', 'Platform staff: system screens read and edit', 'admin'),
  (3, 'Agency user',   'agencyUser', 3, '4', 'Dealer staff: users and organizations of their own company', 'admin');
select setval(pg_get_serial_sequence('sys_role', 'role_id'), (select max(role_id) from sys_role));

insert into sys_user (user_id, dept_id, user_name, nick_name, email, password, remark, create_by) values
  (1, 100, 'admin', 'Administrator', 'admin@cniot.example', '', 'First administrator', 'admin');
select setval(pg_get_serial_sequence('sys_user', 'user_id'), (select max(user_id) from sys_user));

insert into sys_user_role (user_id, role_id) values (1, 1);
