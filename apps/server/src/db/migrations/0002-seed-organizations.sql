-- The organization tree: the platform company at the root, its own departments,
-- and dealer companies (with a department or branch each) in the countries it sells to.
-- ancestors is RuoYi's path of parent ids ('0,100,103'); country holds the ISO 3166 code.
insert into sys_dept (dept_id, parent_id, ancestors, dept_name, order_num, leader, phone, email, country, region, address, description, create_by) values
  (100, 0,   '0',         'CNIoT',                       0, 'CNIoT Platform',   '+8657188880000', 'platform@cniot.example',     'CN', 'Zhejiang',      'Hangzhou',   'Platform operator', 'admin'),
  (101, 100, '0,100',     'Platform Operations',         1, 'Li Wei',           '+8657188880001', 'operations@cniot.example',   'CN', 'Zhejiang',      'Hangzhou',   'Platform operations and support', 'admin'),
  (102, 100, '0,100',     'Research and Development',    2, 'Zhang Min',        '+8657188880002', 'rd@cniot.example',           'CN', 'Zhejiang',      'Hangzhou',   'Firmware and cloud development', 'admin'),
  (103, 100, '0,100',     'SolarTech Deutschland GmbH',  3, 'Jonas Becker',     '+498912345600',  'info@solartech-de.example',  'DE', 'Bavaria',       'Munich',     'Dealer for Germany and Austria', 'admin'),
  (104, 103, '0,100,103', 'SolarTech Installation Team', 1, 'Anna Schmidt',     '+498912345610',  'install@solartech-de.example','DE', 'Bavaria',      'Augsburg',   'Installers of the German dealer', 'admin'),
  (105, 100, '0,100',     'Sunline Polska Sp. z o.o.',   4, 'Piotr Nowak',      '+48221234500',   'biuro@sunline-pl.example',   'PL', 'Masovia',       'Warsaw',     'Dealer for Poland', 'admin'),
  (106, 100, '0,100',     'Energia Verde S.r.l.',        5, 'Giulia Romano',    '+39021234500',   'info@energiaverde.example',  'IT', 'Lombardy',      'Milan',      'Dealer for Italy', 'admin'),
  (107, 106, '0,100,106', 'Energia Verde Sud',           1, 'Marco Esposito',   '+39081234500',   'sud@energiaverde.example',   'IT', 'Campania',      'Naples',     'Southern Italy branch', 'admin'),
  (108, 100, '0,100',     'PhilSolar Energy Inc.',       6, 'Maria Santos',     '+6328123450',    'sales@philsolar.example',    'PH', 'Metro Manila',  'Makati',     'Dealer for the Philippines', 'admin');

-- Explicit ids above; new organizations continue after them.
select setval(pg_get_serial_sequence('sys_dept', 'dept_id'), (select max(dept_id) from sys_dept));
