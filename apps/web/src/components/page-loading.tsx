import { useEffect } from 'react';
import { Spin } from 'antd';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

// nprogress's own template gives the bar role="bar", which is no ARIA role (axe: critical); the bar is decoration.
NProgress.configure({ showSpinner: false, barSelector: '.bar', template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>' });

/** Shown while a route's code or the session loads; drives the top progress bar meanwhile. */
export function PageLoading() {
  useEffect(() => {
    NProgress.start();
    return () => {
      NProgress.done();
    };
  }, []);
  return (
    <div className="page-loading">
      <Spin />
    </div>
  );
}
