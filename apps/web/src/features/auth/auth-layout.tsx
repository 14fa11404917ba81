import type { ReactNode } from 'react';
import { APP_TITLE } from '../../lib/app-title.ts';
import { AuthLangSelect } from './auth-lang-select.tsx';
import './auth.css';

/** The frame of the public pages: product name, language choice, one card; plain elements, as the sign-in page loads no antd. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="auth-page">
      <AuthLangSelect />
      <main className="auth-card">
        <h1 className="auth-product">{APP_TITLE}</h1>
        <h2 className="auth-title">{title}</h2>
        {children}
      </main>
    </div>
  );
}
