import { useEffect } from 'react';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({ showSpinner: false });

/**
 * While the session or a route's code loads: the top progress bar alone, as RuoYi shows it.
 * Not components/page-loading.tsx, whose antd spinner would come with the sign-in page.
 */
export function RouteLoading() {
  useEffect(() => {
    NProgress.start();
    return () => {
      NProgress.done();
    };
  }, []);
  return null;
}
