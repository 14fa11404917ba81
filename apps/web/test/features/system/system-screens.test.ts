import { describe, expect, it } from 'vitest';
import dept from '../../../src/features/system/dept-resource.tsx';
import dictData from '../../../src/features/system/dict-data-resource.tsx';
import dictType from '../../../src/features/system/dict-type-resource.tsx';
import menu from '../../../src/features/system/menu-resource.tsx';
import role from '../../../src/features/system/role-resource.tsx';
import roleUser from '../../../src/features/system/role-user-resource.tsx';
import user from '../../../src/features/system/user-resource.tsx';

/** The system screens derive from their manifests; these are the lists, filters and forms users had before, and what changed. */
const names = (fields: { name: string }[] | undefined) => (fields ?? []).map((f) => f.name);
const byName = <T extends { name: string }>(fields: T[] | undefined, name: string) => fields?.find((f) => f.name === name);

describe('the system screens', () => {
  it('users: the company tree filters by organization; the nickname is now searchable; the account comes first in the form', () => {
    expect(names(user.columns)).toEqual(['userId', 'userName', 'nickName', 'deptName', 'phonenumber', 'email', 'status', 'createTime']);
    expect(byName(user.columns, 'status')).toMatchObject({ type: 'switch' });
    expect(user.search?.map((f) => [f.name, f.type])).toEqual([
      ['userName', 'text'],
      ['nickName', 'text'],
      ['phonenumber', 'text'],
      ['status', 'select'],
      ['createTime', 'dateRange'],
    ]);
    expect(user.companyFilter).toBe('deptId');
    expect(names(user.form)).toEqual(['userName', 'nickName', 'deptId', 'phonenumber', 'email', 'password', 'sex', 'status', 'roleIds', 'remark']);
    expect(user.form?.filter((f) => f.createOnly).map((f) => f.name)).toEqual(['userName', 'password']);
    expect(byName(user.form, 'deptId')).toMatchObject({ type: 'companyTree' });
    expect(byName(user.form, 'roleIds')).toMatchObject({ type: 'multiSelect', wide: true });
    expect(byName(user.form, 'status')).toMatchObject({ type: 'radio', initial: '0', options: { dict: 'sys_normal_disable' } });
    expect(user.schema?.shape).not.toHaveProperty('userId');
  });

  it('roles and their users', () => {
    expect(names(role.columns)).toEqual(['roleId', 'roleName', 'roleKey', 'roleSort', 'dataScope', 'status', 'createTime']);
    expect(names(role.form)).toEqual(['roleName', 'roleKey', 'roleSort', 'status', 'menuIds', 'remark']);
    expect(byName(role.form, 'roleSort')).toMatchObject({ type: 'number', initial: 0 });
    expect(byName(role.form, 'menuIds')?.render).toBeDefined();
    expect(roleUser.ops).toEqual([]);
    expect(roleUser.listUrl).toBe('/system/role/authUser/allocatedList');
    expect(names(roleUser.search)).toEqual(['userName', 'phonenumber']);
  });

  it('menus: a tree without paging or sorting; visibility is now searchable', () => {
    expect(names(menu.columns).filter((n) => !byName(menu.columns, n)?.hidden)).toEqual(['menuName', 'icon', 'orderNum', 'perms', 'component', 'status', 'createTime']);
    expect(names(menu.search)).toEqual(['menuName', 'visible', 'status']);
    expect(menu.ops).toEqual(['add', 'edit', 'remove']);
    expect(menu.sort).toEqual([]);
    expect(names(menu.form)).toEqual(['parentId', 'menuType', 'menuName', 'icon', 'orderNum', 'isFrame', 'path', 'perms', 'component', 'query', 'routeName', 'isCache', 'visible', 'status']);
    expect(byName(menu.form, 'menuType')).toMatchObject({ type: 'radio', initial: 'M', options: { dict: 'sys_menu_type' } });
    expect(byName(menu.form, 'isFrame')).toMatchObject({ type: 'radio', initial: '1', options: { values: ['0', '1'] } });
  });

  it('organizations: the whole tree in one page; the parent filter is for API clients', () => {
    expect(names(dept.search)).toEqual(['deptName', 'status']);
    expect(dept.listParams).toMatchObject({ pageNum: 1 });
    expect(names(dept.form)).toEqual(['parentId', 'deptName', 'orderNum', 'leader', 'phone', 'email', 'status', 'country', 'region', 'address', 'logo', 'description']);
    expect(byName(dept.form, 'logo')).toMatchObject({ type: 'image', wide: true, props: { limit: 1 } });
  });

  it('dictionaries: the data page fixes the type', () => {
    expect(names(dictType.search)).toEqual(['dictName', 'dictType', 'status', 'createTime']);
    expect(byName(dictType.form, 'status')).toMatchObject({ type: 'radio', initial: '0' });
    expect(names(dictData.search)).toEqual(['dictLabel', 'status']);
    expect(names(dictData.form)).toEqual(['dictType', 'dictLabel', 'dictValue', 'cssClass', 'dictSort', 'listClass', 'isDefault', 'status', 'remark']);
    expect(byName(dictData.form, 'listClass')).toMatchObject({ type: 'select', initial: 'default' });
    expect(dictData.perms).toMatchObject({ add: 'system:dict:add', export: 'system:dict:export' });
  });
});
