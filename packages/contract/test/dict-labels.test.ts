import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE } from '../src/constants.ts';
import { dictLabel, roleName } from '../src/dict-labels.ts';
import { dictLabelMessages } from '../src/messages/dict-labels.ts';

const MIGRATIONS = new URL('../../../apps/server/src/db/migrations/', import.meta.url);
const CHECKED = ['en_US', 'zh_CN', 'de_DE', 'pl_PL'] as const;

type Token = { kind: 'string' | 'word' | 'punct'; text: string };

/** SQL as tokens: quoted strings unescaped, comments dropped. */
function tokens(sql: string): Token[] {
  const out: Token[] = [];
  const pattern = /--[^\n]*|\s+|'((?:[^']|'')*)'|([\w.]+)|(.)/gs;
  for (const m of sql.matchAll(pattern)) {
    if (m[1] !== undefined) out.push({ kind: 'string', text: m[1].replaceAll("''", "'") });
    else if (m[2] !== undefined) out.push({ kind: 'word', text: m[2].toLowerCase() });
    else if (m[3] !== undefined) out.push({ kind: 'punct', text: m[3] });
  }
  return out;
}

/** Every row the migrations insert into the table with `insert into t (columns) values (...), (...)`, by column name. */
function seededRows(table: string): Record<string, string>[] {
  const rows: Record<string, string>[] = [];
  for (const file of readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql'))) {
    const ts = tokens(readFileSync(new URL(file, MIGRATIONS), 'utf8'));
    for (let i = 0; i < ts.length; i++) {
      if (!(ts[i].text === 'insert' && ts[i + 1]?.text === 'into' && ts[i + 2]?.text === table && ts[i + 3]?.text === '(')) continue;
      let j = i + 4;
      const columns: string[] = [];
      for (; ts[j].text !== ')'; j++) if (ts[j].kind === 'word') columns.push(ts[j].text);
      if (ts[++j]?.text !== 'values') throw new Error(`${file}: an insert into ${table} without a values list; teach this test to read it`);
      while (ts[++j]?.text === '(') {
        const values: string[] = [];
        for (j++; ts[j].text !== ')'; j++) if (ts[j].text !== ',') values.push(ts[j].text);
        rows.push(Object.fromEntries(columns.map((c, k) => [c, values[k]])));
        if (ts[j + 1]?.text !== ',') break;
        j++;
      }
      i = j;
    }
  }
  return rows;
}

const seededDicts = seededRows('sys_dict_data').map((r) => ({ type: r.dict_type, value: r.dict_value, label: r.dict_label }));
const seededRoles = seededRows('sys_role').map((r) => r.role_key);

describe('dictionary labels and role names', () => {
  it('reads the seeds', () => {
    expect(seededDicts.length).toBeGreaterThan(150);
    expect(seededDicts).toContainEqual({ type: 'iot_wn_type', value: '4', label: '1-to-4' });
    expect(seededRoles).toEqual(expect.arrayContaining(['admin', 'sysUser', 'agencyUser']));
  });

  it.each(CHECKED)('labels every seeded dictionary value and role in %s', (lang) => {
    const missing = [...seededDicts.map((d) => `dict.${d.type}.${d.value}`), ...seededRoles.map((r) => `roles.${r}`)].filter((key) => !dictLabelMessages[lang][key]);
    expect(missing).toEqual([]);
  });

  it('labels in English what the seed says', () => {
    expect(seededDicts.filter((d) => dictLabel('en_US', d.type, d.value) !== d.label)).toEqual([]);
  });

  it('names only seeded values and roles, so a renamed value is not left behind', () => {
    const seeded = new Set([...seededDicts.map((d) => `dict.${d.type}.${d.value}`), ...[...seededRoles, DEFAULT_ROLE].map((r) => `roles.${r}`)]);
    expect(Object.keys(dictLabelMessages.en_US).filter((key) => !seeded.has(key))).toEqual([]);
  });

  it('falls back to the database label, then to the value', () => {
    expect(dictLabel('de_DE', 'iot_online_status', '1', 'Online')).toBe('Online');
    expect(dictLabel('zh_CN', 'iot_online_status', '0')).toBe('离线');
    expect(dictLabel('de_DE', 'iot_online_status', '9', 'Standby')).toBe('Standby');
    expect(dictLabel('pl_PL', 'custom_type', 'x')).toBe('x');
    // A seeded name is stored as a text key; a name someone typed shows as typed (issue 25, item 5).
    expect(roleName('pl_PL', 'sysUser', 'i18n:roles.sysUser')).toBe('Użytkownik systemowy');
    expect(roleName('pl_PL', 'sysUser', 'Zespół platformy')).toBe('Zespół platformy');
    expect(roleName('de_DE', 'installer', 'Installer')).toBe('Installer');
    expect(roleName('de_DE', 'installer')).toBe('installer');
  });
});
