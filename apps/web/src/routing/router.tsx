import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import LoginPage from '../features/auth/login-page.tsx';
import { RouteGuard } from './route-guard.tsx';
import { DynamicPage, MainLayout, PageHost, Shell } from '../app/signed-in.tsx';
import { HOME_PATH } from './static-routes.ts';

/** Only the guard and the sign-in page load with the entry (the sign-in page draws without a second request); each of these is its own chunk. */
const RedirectPage = lazy(() => import('./redirect-page.tsx'));
const RegisterPage = lazy(() => import('../features/auth/register-page.tsx'));
const AccountCancelPage = lazy(() => import('../features/auth/account-cancel-page.tsx'));
const NotFoundPage = lazy(() => import('../features/errors/not-found-page.tsx'));
const UnauthorizedPage = lazy(() => import('../features/errors/unauthorized-page.tsx'));

export const BASENAME = '/cniotmgr';

const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        element: <Shell />,
        children: [
          { path: '/register', element: <RegisterPage /> },
          { path: '/accountCancel', element: <AccountCancelPage /> },
          { path: '/404', element: <NotFoundPage /> },
          { path: '/401', element: <UnauthorizedPage /> },
          {
            element: <MainLayout />,
            children: [
              {
                // Stays mounted across these routes (a tab's refresh passes through /redirect), so kept pages live on.
                element: <PageHost />,
                children: [
                  { index: true, element: <Navigate to={HOME_PATH} replace /> },
                  { path: '/redirect/*', element: <RedirectPage /> },
                  { path: '*', element: <DynamicPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The route table, drawn by <BrowserRouter>: the console loads nothing through routes (pages fetch their own data),
 * so react-router's data router, a sixth of the first script, would be parsed for nothing on every visit.
 */
export const AppRoutes = () => useRoutes(routes);
