-- Menus and their grants are seeded from the resource manifests (db/menu-seed.ts), each row once:
-- sys_menu_seed remembers which manifest key became which menu, so a menu an administrator
-- deleted or re-granted stays as the administrator left it.
create table sys_menu_seed (
  menu_key varchar(200) primary key,
  menu_id bigint,
  seeded_at timestamptz not null default now()
);

-- Installations that ran the numbered menu seeds of 0004/0111 get their keys here, so the
-- manifest seed recognizes those rows instead of adding them again. Buttons are renamed to
-- their permission: the console titles a button from its page and action.
insert into sys_menu_seed (menu_key, menu_id)
  select 'dir:' || menu_name, menu_id from sys_menu where menu_type = 'M' and menu_id in (1, 2, 2100);
insert into sys_menu_seed (menu_key, menu_id)
  select regexp_replace(perms, ':list$', ''), menu_id from sys_menu
  where menu_type = 'C' and (menu_id between 100 and 110 or menu_id between 2101 and 2108);
insert into sys_menu_seed (menu_key, menu_id)
  select s.menu_key || '/' || m.perms, m.menu_id
  from sys_menu m join sys_menu_seed s on s.menu_id = m.parent_id
  where m.menu_type = 'F' and m.menu_id <= 20801 and m.create_by = 'admin';
update sys_menu set menu_name = perms where menu_type = 'F' and menu_id in (select menu_id from sys_menu_seed);
update sys_menu set component = 'iot/wnStatistics/index' where menu_id = 2108 and component = 'iot/statistics/index';
-- The generation series is a permission of the statistics page itself now.
update sys_menu set perms = 'iot:wnStatistics:generate', menu_name = 'iot:wnStatistics:generate' where perms = 'iot:wnGenerate:list';
update sys_menu_seed set menu_key = 'iot:wnStatistics/iot:wnStatistics:generate' where menu_key = 'iot:wnStatistics/iot:wnGenerate:list';
