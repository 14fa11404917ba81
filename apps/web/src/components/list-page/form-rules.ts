import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { i18n } from '../../i18n/i18n.ts';
import type { FormField } from './resource.ts';

type Issue = z.core.$ZodIssue;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A zod issue in the user's language: the contract's message keys as they are, else by issue code. */
export function issueText(issue: Issue, t: TFunction): string {
  if (issue.message && i18n.exists(issue.message)) return t(issue.message, issue as unknown as Record<string, unknown>);
  switch (issue.code) {
    case 'too_small':
      return t(issue.origin === 'string' ? 'validation.tooShort' : 'validation.tooSmall', { minimum: String(issue.minimum) });
    case 'too_big':
      return t(issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig', { maximum: String(issue.maximum) });
    case 'invalid_format':
      return t('validation.invalidFormat');
    default:
      return t('validation.invalidValue');
  }
}

/** The field's schema in the contract, if the resource names one. */
export const fieldSchema = (schema: z.ZodObject | undefined, name: string): z.ZodType | undefined => schema?.shape[name] as z.ZodType | undefined;

/** Required when declared so, or when the contract's schema refuses an absent value. */
export const isRequired = (field: FormField, schema: z.ZodObject | undefined): boolean => {
  if (field.required !== undefined) return field.required;
  const shape = fieldSchema(schema, field.name);
  return !!shape && !shape.safeParse(undefined).success;
};

/** A contract schema as a form rule: the same check the server makes, in the user's language. Empty is "required"'s business. */
export const zodRule = (schema: z.ZodType, t: TFunction): Rule => ({
  validator: async (_rule, value: unknown) => {
    if (isEmpty(value)) return;
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(issueText(result.error.issues[0], t));
  },
});

/** One set of rules per field: required, the contract's schema, then the field's own. */
export function fieldRules(field: FormField, label: string, schema: z.ZodObject | undefined, t: TFunction): Rule[] {
  const rules: Rule[] = [];
  if (isRequired(field, schema)) rules.push({ required: true, message: t('form.required', { field: label }) });
  const shape = fieldSchema(schema, field.name);
  if (shape) rules.push(zodRule(shape, t));
  return [...rules, ...(field.rules ?? [])];
}
