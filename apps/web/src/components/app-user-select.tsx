import { useTranslation } from 'react-i18next';
import type { CustomFieldProps } from './list-page/resource.ts';
import { RemoteSelect } from './remote-select.tsx';

/**
 * App users (owners) found as one types (`/biz/user/listBizUserSelect`, spec §7);
 * those already chosen are asked for by id, so they show by name and not as numbers.
 */
export function appUserSelect(placeholderKey: string, multiple: boolean) {
  return function AppUserSelect({ value, onChange }: CustomFieldProps) {
    const { t } = useTranslation();
    const chosen = (Array.isArray(value) ? value : value == null || value === '' ? [] : [value]).map(Number);
    return (
      <RemoteSelect
        mode={multiple ? 'multiple' : undefined}
        url="/biz/user/listBizUserSelect"
        searchParam="queryText"
        valueField="id"
        labelField="nickname"
        params={chosen.length ? { userIds: chosen.join(',') } : undefined}
        value={multiple ? chosen : chosen[0]}
        onChange={(next) => onChange?.(next ?? null)}
        placeholder={t('form.select', { field: t(placeholderKey) })}
      />
    );
  };
}
