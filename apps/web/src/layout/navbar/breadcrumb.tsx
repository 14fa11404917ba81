import { Breadcrumb as AntBreadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../../routing/static-routes.ts';
import { useCurrentRoute } from '../../routing/use-current-route.ts';
import { menuTitle } from '../../i18n/menu-title.ts';

/** Home, then the page's menu ancestors (linked only when they redirect somewhere), then the page. */
export function Breadcrumb() {
  const { t } = useTranslation();
  const match = useCurrentRoute();
  if (!match) return null;
  const { entry } = match;
  const crumbs = [...(entry.path === HOME_PATH ? [] : [{ title: 'home', path: HOME_PATH }]), ...entry.parents, { title: entry.meta.title }];
  const items = crumbs.map((c, i) => {
    const title = menuTitle(t, c.title);
    const linked = 'path' in c && c.path && i < crumbs.length - 1;
    return { key: `${i}`, title: linked ? <Link to={c.path!}>{title}</Link> : title };
  });
  return <AntBreadcrumb className="app-breadcrumb" items={items} />;
}
