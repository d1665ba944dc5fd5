/** A modal with a title and a close button (spec §2 "Modals have a title and a close button"). */
import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';

export interface KitModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Footer buttons; default a "Sluiten" button. Pass null for none (a form brings its own). */
  footer?: ReactNode | null;
  width?: number;
}

export function KitModal({ title, open, onClose, children, footer, width }: KitModalProps) {
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      width={width}
      closable={{ 'aria-label': 'Sluiten' }}
      destroyOnHidden
      footer={footer === undefined ? <Button onClick={onClose}>Sluiten</Button> : footer}
    >
      {children}
    </Modal>
  );
}
