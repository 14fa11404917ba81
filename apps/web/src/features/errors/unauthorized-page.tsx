import { ErrorPage } from './error-page.tsx';

export default function UnauthorizedPage() {
  return <ErrorPage status="401" />;
}
