import { Navigate, useLocation, useParams } from 'react-router';

/** /redirect/<path> bounces straight back, remounting the page: how a tab is refreshed. */
export default function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
}
