/**
 * A router link that looks like an antd button: one focusable `<a href>` (never a button inside
 * a link), navigating inside the app on a plain click, opening a tab on a modified one.
 */
import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export function ShellLinkButton({
  to,
  ...props
}: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}

/** A page title inside a card or result: the page's `h1`, in the look of its frame. */
export function FrameHeading({ children }: { children: ReactNode }) {
  return <h1 style={{ fontSize: 'inherit', fontWeight: 'inherit', margin: 0 }}>{children}</h1>;
}
