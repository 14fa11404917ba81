import type { ComponentProps } from 'react';

/**
 * An icon control of a bar (the navbar, the sign-in page's corner): a real
 * button, so Tab reaches it, Enter and Space press it and a screen reader
 * reads `label`. Pop-ups wrap it and add their own handlers through the props.
 */
export function BarButton({ label, ...props }: ComponentProps<'button'> & { label: string }) {
  return <button type="button" aria-label={label} {...props} />;
}
