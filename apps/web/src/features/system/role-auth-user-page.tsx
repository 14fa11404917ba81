import { useTranslation } from 'react-i18next';
import { useClosePage } from '../../routing/use-close-page.ts';
import { useRouteParams } from '../../routing/use-current-route.ts';
import { ResourcePage } from '../../components/list-page/resource-page.tsx';
import { SubPageHeader } from '../../components/sub-page-header.tsx';
import roleUsers from './role-user-resource.tsx';

export default function RoleAuthUserPage() {
  const { t } = useTranslation();
  const close = useClosePage();
  const { roleId } = useRouteParams();
  return <ResourcePage resource={roleUsers} fixedQuery={{ roleId }} header={<SubPageHeader title={t('resources.roleUser.title')} onBack={() => close('/system/role')} />} />;
}
