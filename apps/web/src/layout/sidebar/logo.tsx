import { Link } from 'react-router';
import { HOME_PATH } from '../../routing/static-routes.ts';
import { APP_TITLE } from '../../lib/app-title.ts';

export function Logo({ collapsed }: { collapsed: boolean }) {
  return (
    <Link to={HOME_PATH} className="sidebar-logo">
      <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" />
      {!collapsed && <h1>{APP_TITLE}</h1>}
    </Link>
  );
}
