import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { RouteGuard } from './guards/route-guard.tsx';
import { DynamicPage } from './routing/dynamic-page.tsx';
import { HOME_PATH } from '../routing/static-routes.ts';

const MainLayout = lazy(() => import('../layout/main-layout.tsx'));
const RedirectPage = lazy(() => import('./routing/redirect-page.tsx'));
const LoginPage = lazy(() => import('../features/auth/login-page.tsx'));
const RegisterPage = lazy(() => import('../features/auth/register-page.tsx'));
const AccountCancelPage = lazy(() => import('../features/auth/account-cancel-page.tsx'));
const NotFoundPage = lazy(() => import('../features/errors/not-found-page.tsx'));
const UnauthorizedPage = lazy(() => import('../features/errors/unauthorized-page.tsx'));

export const BASENAME = '/cniotmgr';

export const router = createBrowserRouter(
  [
    {
      element: <RouteGuard />,
      children: [
        { path: '/login', element: <LoginPage /> },
        { path: '/register', element: <RegisterPage /> },
        { path: '/accountCancel', element: <AccountCancelPage /> },
        { path: '/404', element: <NotFoundPage /> },
        { path: '/401', element: <UnauthorizedPage /> },
        {
          element: <MainLayout />,
          children: [
            { index: true, element: <Navigate to={HOME_PATH} replace /> },
            { path: '/redirect/*', element: <RedirectPage /> },
            { path: '*', element: <DynamicPage /> },
          ],
        },
      ],
    },
  ],
  { basename: BASENAME },
);
