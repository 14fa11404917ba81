import { describe, expect, it } from 'vitest';
import { faqManifest } from '@cniot/contract/people/faq';
import { pageKeyOf } from '@cniot/contract/manifest/define';
import { MANIFESTS } from '@cniot/contract/manifest/registry';
import { manifestPage, pageRegistry } from '../../../src/routing/page-registry.tsx';
import { manifestResource } from '../../../src/components/list-page/manifest-resource.ts';
import { fieldRules } from '../../../src/components/list-page/form-rules.ts';

const t = ((key: string) => key) as never;

describe('a screen from its manifest', () => {
  const faq = manifestResource(faqManifest);

  it('lists, searches and sorts the fields the manifest says, with their dictionaries', () => {
    expect(faq.columns.map((c) => c.name)).toEqual(['faqId', 'question', 'language', 'faqType', 'appType', 'sort', 'createTime']);
    expect(faq.columns.find((c) => c.name === 'appType')?.options).toEqual({ dict: 'iot_app_type' });
    expect(faq.search?.map((f) => [f.name, f.type])).toEqual([
      ['question', 'text'],
      ['language', 'select'],
      ['faqType', 'select'],
      ['appType', 'select'],
      ['createTime', 'dateRange'],
    ]);
    expect(faq.sort).toEqual(['faqId', 'question', 'sort', 'createTime']);
    expect(faq.ops).toEqual(['add', 'edit', 'remove', 'export']);
    expect(faq.perms).toMatchObject({ add: 'biz:faq:add', remove: 'biz:faq:remove' });
  });

  it('edits with widgets and starting values from the schema, and the contract rules', () => {
    const form = Object.fromEntries((faq.form ?? []).map((f) => [f.name, f]));
    expect(Object.keys(form)).toEqual(['question', 'answer', 'language', 'faqType', 'appType', 'sort']);
    expect(form.answer).toMatchObject({ type: 'editor', wide: true });
    expect(form.language).toMatchObject({ type: 'select', initial: 'en_US', options: { dict: 'sys_language' } });
    expect(form.sort).toMatchObject({ type: 'number', initial: 0 });
    const rules = fieldRules(form.question, 'Question', faq.schema, t);
    expect(rules[0]).toMatchObject({ required: true });
    expect(fieldRules(form.sort, 'Order', faq.schema, t).some((r) => 'required' in r && r.required)).toBe(false);
  });

  it('takes a screen’s own additions by field name, and appends fields the manifest lacks', () => {
    const own = manifestResource(faqManifest, { columns: { question: { width: 300 }, preview: { render: () => 'x' } }, dialogWidth: 900 });
    expect(own.columns.find((c) => c.name === 'question')).toMatchObject({ width: 300, ellipsis: true });
    expect(own.columns.at(-1)?.name).toBe('preview');
    expect(own.dialogWidth).toBe(900);
  });

  it('leaves out of the search form a filter meant for API clients and fixed pages', () => {
    const hidden = manifestResource({ ...faqManifest, fields: { ...faqManifest.fields, appType: { ...faqManifest.fields.appType, searchHidden: true } } });
    expect(hidden.search?.map((f) => f.name)).toEqual(['question', 'language', 'faqType', 'createTime']);
  });
});

describe('the page registry', () => {
  it('has a page for every manifest with a menu place, its own page file where the manifest says so', () => {
    for (const m of MANIFESTS.filter((x) => x.menu)) {
      expect(pageRegistry[pageKeyOf(m)], m.name).toBeDefined();
      if (m.menu?.custom) expect(manifestPage(m), `${m.name}: no page file`).toBeDefined();
    }
  });
});
