import { ErrorPage } from './error-page.tsx';

export default function NotFoundPage() {
  return <ErrorPage status="404" />;
}
