/**
 * A resource's delete button (spec §2, §7 `DELETE {path}`, §8): asks for confirmation; a failure
 * alerts the server's body or "Kan niet verwijderen". Hidden when the user may not delete.
 */
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { App, Button, type ButtonProps } from 'antd';

import { api, deleteErrorMessage } from '../../client';
import { useCan } from '../access/use-can';

export interface DeleteButtonProps {
  /** Api path of the resource (`clients/4`): the access check, and what is deleted. */
  path: string;
  /** The delete itself (a resource's `useRemove`); default `DELETE path`. */
  remove?: () => Promise<unknown>;
  /** What is deleted, for the confirmation ("klant WNF"). */
  subject: string;
  onDeleted: () => void;
  label?: string;
  size?: ButtonProps['size'];
}

export const DELETE_TEXTS = {
  label: 'Verwijderen',
  confirm: (subject: string) => `Weet u zeker dat u ${subject} wilt verwijderen?`,
  /** Said after the delete, like a save's success message. */
  deleted: (subject: string) =>
    `${subject.charAt(0).toUpperCase()}${subject.slice(1)} is verwijderd`,
  content: 'Dit kan niet ongedaan worden gemaakt.',
  ok: 'Verwijderen',
  cancel: 'Annuleren',
  failedTitle: 'Verwijderen mislukt',
} as const;

export function DeleteButton({
  path,
  remove,
  subject,
  onDeleted,
  label = DELETE_TEXTS.label,
  size,
}: DeleteButtonProps) {
  const { modal, message } = App.useApp();
  const allowed = useCan('DELETE', path);
  if (!allowed) return null;
  const confirm = () =>
    modal.confirm({
      title: DELETE_TEXTS.confirm(subject),
      content: DELETE_TEXTS.content,
      okText: DELETE_TEXTS.ok,
      okButtonProps: { danger: true },
      cancelText: DELETE_TEXTS.cancel,
      autoFocusButton: 'cancel',
      onOk: async () => {
        try {
          await (remove ? remove() : api.delete(path));
          void message.success(DELETE_TEXTS.deleted(subject));
          onDeleted();
        } catch (error) {
          modal.error({ title: DELETE_TEXTS.failedTitle, content: deleteErrorMessage(error) });
        }
      },
    });
  return (
    <Button
      danger
      size={size}
      icon={<DeleteOutlined aria-hidden />}
      onClick={() => {
        confirm();
      }}
    >
      {label}
    </Button>
  );
}
