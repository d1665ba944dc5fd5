/** Change password (spec §5, §8): min 6 characters; 'Wachtwoord succesvol opgeslagen.', closes after 500 ms. */
import {
  EMPLOYEE_MESSAGES,
  newPasswordFormSchema,
  type NewPassword,
} from '@veldwerk/shared/domain';
import { EntityForm, KitModal, TextField, useEntityForm } from '@veldwerk/shared/ui';
import { Button } from 'antd';
import { useState } from 'react';

import { useSetPassword } from '../api';

export const PASSWORD_CLOSE_MS = 500;

function PasswordForm({ uuid, onDone }: { uuid: string; onDone: () => void }) {
  const save = useSetPassword({ uuid });
  const entity = useEntityForm({
    schema: newPasswordFormSchema,
    defaultValues: { new_password: '' },
    save: (values: NewPassword) => save.mutateAsync(values),
    successMessage: EMPLOYEE_MESSAGES.passwordSaved,
    onSaved: () => setTimeout(onDone, PASSWORD_CLOSE_MS),
  });
  return (
    <EntityForm entity={entity} label="Wachtwoord wijzigen">
      <TextField<NewPassword>
        name="new_password"
        label="Nieuw wachtwoord"
        type="password"
        required
      />
    </EntityForm>
  );
}

export function PasswordButton({ uuid }: { uuid: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Wachtwoord wijzigen</Button>
      <KitModal
        title="Wachtwoord wijzigen"
        open={open}
        onClose={() => setOpen(false)}
        footer={null}
      >
        {open && <PasswordForm uuid={uuid} onDone={() => setOpen(false)} />}
      </KitModal>
    </>
  );
}
