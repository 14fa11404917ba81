import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import type { Locale } from 'antd/es/locale';
import type { TFunction } from 'i18next';

type PickerLocale = NonNullable<Locale['DatePicker']>;
const withWeek = (picker: PickerLocale | undefined, t: TFunction): PickerLocale | undefined => picker && { ...picker, lang: { ...picker.lang, weekSelect: t('antd.weekSelect') } };

/** antd's locales leave some texts in English (German's page size, the week picker, …): ours fill them in every language. */
export function completeLocale(locale: Locale, t: TFunction): Locale {
  return {
    ...locale,
    Pagination: { ...locale.Pagination, page_size: t('antd.pageSize') },
    DatePicker: withWeek(locale.DatePicker, t),
    Calendar: locale.Calendar && { ...locale.Calendar, lang: { ...locale.Calendar.lang, weekSelect: t('antd.weekSelect') } },
    Form: locale.Form && { ...locale.Form, optional: t('antd.optional') },
    ColorPicker: locale.ColorPicker && { ...locale.ColorPicker, transparent: t('antd.transparent') },
    Table: { ...locale.Table, filterReset: t('antd.filterReset') },
  };
}

/** A select's clear button, which antd names "Clear" in every language; a select that sets `allowClear` itself passes this. */
export const clearable = (t: TFunction) => ({ clearIcon: <CloseCircleFilled />, label: t('antd.clear') });

/** The selection checkboxes, which antd names "Select all" and "Select row N" in every language. */
export function selectionLabels<T>(t: TFunction, rows: readonly T[] | undefined) {
  return {
    getTitleCheckboxProps: () => ({ 'aria-label': t('antd.selectAll') }),
    getCheckboxProps: (record: T) => ({ 'aria-label': t('antd.selectRow', { row: (rows?.indexOf(record) ?? -1) + 1 }) }),
  };
}
