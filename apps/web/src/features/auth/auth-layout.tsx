import type { ReactNode } from 'react';
import { APP_TITLE } from '../../lib/app-title.ts';
import { LangSelect } from '../../components/lang-select.tsx';
import './auth.css';

/** The frame of the public pages: product name, language choice, one card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="auth-page">
      <LangSelect className="auth-lang" />
      <div className="auth-card">
        <h1 className="auth-product">{APP_TITLE}</h1>
        <h2 className="auth-title">{title}</h2>
        {children}
      </div>
    </div>
  );
}
