/**
 * A click-to-open panel (column chooser, column filters) that keyboard users can work: opening
 * moves focus into the panel, Escape closes it and gives focus back to the button that opened it.
 * antd renders the panel at the end of the page, so without this Tab would never reach it.
 */
import { Popover, type PopoverProps } from 'antd';
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';

const FOCUSABLE =
  'input:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"]), select, textarea, a[href]';

export interface KitPopoverProps {
  /** Accessible name of the panel (`role="dialog"`). */
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  content: ReactNode;
  placement?: PopoverProps['placement'];
  /** The button that opens the panel. */
  children: ReactElement;
}

export function KitPopover({
  label,
  open,
  onOpenChange,
  content,
  placement = 'bottomLeft',
  children,
}: KitPopoverProps) {
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const timer = setTimeout(() => {
      const current = panel.current;
      if (current === null || current.contains(document.activeElement)) return;
      current.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);
  const close = () => {
    onOpenChange(false);
    opener.current?.focus();
  };
  return (
    <Popover
      trigger="click"
      placement={placement}
      open={open}
      onOpenChange={onOpenChange}
      destroyOnHidden
      content={
        <div
          ref={panel}
          role="dialog"
          aria-label={label}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
        >
          {content}
        </div>
      }
    >
      {children}
    </Popover>
  );
}
