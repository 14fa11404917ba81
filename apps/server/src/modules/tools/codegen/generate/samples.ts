import type { GenColumn } from '@cniot/contract/tools/codegen';

/** Seeded organizations apart in the tree (migration 0002): a dealer and another dealer's company. */
export const SAMPLE_DEPTS = [103, 105, 103] as const;

/**
 * The n-th (1, 2, 3) value a generated test sends for a form field: distinct
 * per n, inside the column's length, of the field's type.
 */
export function sampleValue(c: GenColumn, n: 1 | 2 | 3): string | number | boolean {
  if (c.columnName === 'dept_id') return SAMPLE_DEPTS[n - 1];
  switch (c.zodType) {
    case 'integer':
      return n;
    case 'number':
      return /^(numeric|decimal)\(\d+,0\)$/.test(c.dbType) ? n : n + 0.5;
    case 'boolean':
      return n % 2 === 1;
    case 'date':
      return `2024-01-0${n}`;
    case 'datetime':
      return `2024-01-0${n}T08:00:00.000Z`;
    default: {
      const text = c.dictType ? String(n - 1) : `${c.fieldName}${n}`;
      const fitted = c.maxLength && text.length > c.maxLength ? text.slice(-c.maxLength) : text;
      // character(n) answers its values padded to n: the test expects what it reads back.
      return /^character\(/.test(c.dbType) ? fitted.padEnd(c.maxLength ?? 1) : fitted;
    }
  }
}
