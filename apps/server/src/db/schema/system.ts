import { bigint, boolean, char, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const audit = {
  createBy: varchar('create_by', { length: 64 }).notNull().default(''),
  createTime: ts('create_time').notNull().defaultNow(),
  updateBy: varchar('update_by', { length: 64 }).notNull().default(''),
  updateTime: ts('update_time'),
};
export { audit, ts };

export const sysDept = pgTable('sys_dept', {
  deptId: bigint('dept_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
  ancestors: text('ancestors').notNull().default('0'),
  deptName: varchar('dept_name', { length: 64 }).notNull(),
  orderNum: integer('order_num').notNull().default(0),
  leader: varchar('leader', { length: 64 }),
  phone: varchar('phone', { length: 32 }),
  email: varchar('email', { length: 128 }),
  country: varchar('country', { length: 64 }),
  region: varchar('region', { length: 128 }),
  logo: varchar('logo', { length: 255 }),
  address: varchar('address', { length: 255 }),
  description: varchar('description', { length: 500 }),
  status: char('status', { length: 1 }).notNull().default('0'),
  delFlag: char('del_flag', { length: 1 }).notNull().default('0'),
  ...audit,
});

export const sysUser = pgTable('sys_user', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  deptId: bigint('dept_id', { mode: 'number' }),
  userName: varchar('user_name', { length: 64 }).notNull(),
  nickName: varchar('nick_name', { length: 64 }).notNull(),
  userType: varchar('user_type', { length: 8 }).notNull().default('00'),
  email: varchar('email', { length: 128 }).notNull().default(''),
  phonenumber: varchar('phonenumber', { length: 32 }).notNull().default(''),
  sex: char('sex', { length: 1 }).notNull().default('2'),
  avatar: varchar('avatar', { length: 255 }).notNull().default(''),
  password: varchar('password', { length: 255 }).notNull(),
  status: char('status', { length: 1 }).notNull().default('0'),
  delFlag: char('del_flag', { length: 1 }).notNull().default('0'),
  loginIp: varchar('login_ip', { length: 128 }).notNull().default(''),
  loginDate: ts('login_date'),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: ts('locked_until'),
  pwdUpdateDate: ts('pwd_update_date'),
  remark: varchar('remark', { length: 500 }),
  ...audit,
});

export const sysRole = pgTable('sys_role', {
  roleId: bigint('role_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  roleName: varchar('role_name', { length: 64 }).notNull(),
  roleKey: varchar('role_key', { length: 100 }).notNull(),
  roleSort: integer('role_sort').notNull().default(0),
  dataScope: char('data_scope', { length: 1 }).notNull().default('1'),
  menuCheckStrictly: boolean('menu_check_strictly').notNull().default(true),
  deptCheckStrictly: boolean('dept_check_strictly').notNull().default(true),
  status: char('status', { length: 1 }).notNull().default('0'),
  delFlag: char('del_flag', { length: 1 }).notNull().default('0'),
  remark: varchar('remark', { length: 500 }),
  ...audit,
});

export const sysMenu = pgTable('sys_menu', {
  menuId: bigint('menu_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  menuName: varchar('menu_name', { length: 64 }).notNull(),
  parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
  orderNum: integer('order_num').notNull().default(0),
  path: varchar('path', { length: 200 }).notNull().default(''),
  component: varchar('component', { length: 255 }),
  query: varchar('query', { length: 255 }),
  routeName: varchar('route_name', { length: 64 }).notNull().default(''),
  isFrame: char('is_frame', { length: 1 }).notNull().default('1'),
  isCache: char('is_cache', { length: 1 }).notNull().default('0'),
  menuType: char('menu_type', { length: 1 }).notNull().default(''),
  visible: char('visible', { length: 1 }).notNull().default('0'),
  status: char('status', { length: 1 }).notNull().default('0'),
  perms: varchar('perms', { length: 100 }),
  icon: varchar('icon', { length: 100 }).notNull().default('#'),
  remark: varchar('remark', { length: 500 }).notNull().default(''),
  ...audit,
});

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const sysRoleMenu = pgTable(
  'sys_role_menu',
  {
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    menuId: bigint('menu_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const sysRoleDept = pgTable(
  'sys_role_dept',
  {
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    deptId: bigint('dept_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] })],
);

export const sysSession = pgTable('sys_session', {
  tokenHash: char('token_hash', { length: 64 }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  userName: varchar('user_name', { length: 64 }).notNull(),
  deptName: varchar('dept_name', { length: 64 }),
  ipaddr: varchar('ipaddr', { length: 128 }).notNull().default(''),
  loginLocation: varchar('login_location', { length: 255 }).notNull().default(''),
  browser: varchar('browser', { length: 64 }).notNull().default(''),
  os: varchar('os', { length: 64 }).notNull().default(''),
  idleMs: integer('idle_ms').notNull(),
  loginTime: ts('login_time').notNull().defaultNow(),
  lastAccessTime: ts('last_access_time').notNull().defaultNow(),
});

export const sysCaptcha = pgTable('sys_captcha', {
  uuid: varchar('uuid', { length: 64 }).primaryKey(),
  kind: varchar('kind', { length: 16 }).notNull(),
  answer: varchar('answer', { length: 128 }).notNull(),
  expiresAt: ts('expires_at').notNull(),
});

export const sysLogininfor = pgTable('sys_logininfor', {
  infoId: bigint('info_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  userName: varchar('user_name', { length: 64 }).notNull().default(''),
  ipaddr: varchar('ipaddr', { length: 128 }).notNull().default(''),
  loginLocation: varchar('login_location', { length: 255 }).notNull().default(''),
  browser: varchar('browser', { length: 64 }).notNull().default(''),
  os: varchar('os', { length: 64 }).notNull().default(''),
  status: char('status', { length: 1 }).notNull().default('0'),
  msg: varchar('msg', { length: 255 }).notNull().default(''),
  loginTime: ts('login_time').notNull().defaultNow(),
});

export const sysOperLog = pgTable('sys_oper_log', {
  operId: bigint('oper_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  title: varchar('title', { length: 64 }).notNull().default(''),
  businessType: integer('business_type').notNull().default(0),
  method: varchar('method', { length: 200 }).notNull().default(''),
  requestMethod: varchar('request_method', { length: 10 }).notNull().default(''),
  operatorType: integer('operator_type').notNull().default(1),
  operName: varchar('oper_name', { length: 64 }).notNull().default(''),
  deptName: varchar('dept_name', { length: 64 }).notNull().default(''),
  operUrl: varchar('oper_url', { length: 255 }).notNull().default(''),
  operIp: varchar('oper_ip', { length: 128 }).notNull().default(''),
  operLocation: varchar('oper_location', { length: 255 }).notNull().default(''),
  operParam: text('oper_param').notNull().default(''),
  jsonResult: text('json_result').notNull().default(''),
  status: integer('status').notNull().default(0),
  errorMsg: text('error_msg').notNull().default(''),
  operTime: ts('oper_time').notNull().defaultNow(),
  costTime: integer('cost_time').notNull().default(0),
});
