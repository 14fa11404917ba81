import type { InputHTMLAttributes, Ref } from 'react';

/** One input of the sign-in form with the sentence that says what is wrong with it. */
export function LoginField({ error, ref, ...input }: InputHTMLAttributes<HTMLInputElement> & { name: string; error?: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <div className={`login-field ${error ? 'invalid' : ''}`}>
      <input ref={ref} className="login-input" aria-invalid={!!error} {...input} />
      {error && <div className="login-field-error">{error}</div>}
    </div>
  );
}
