/**
 * A router link that looks like an antd button: a real `<a href>` (open in a new tab works),
 * navigating inside the app on a plain click.
 */
import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

export function LinkButton({ to, ...props }: LinkButtonProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        event.stopPropagation();
        handleClick(event);
      }}
    />
  );
}
