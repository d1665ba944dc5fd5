/**
 * The shift's donation checks as an editable table (issue 14): every stored check as a row that
 * saves itself, then an empty row that adds the next one (Enter adds it and starts the next).
 */
import type { ShiftDetail } from '@veldwerk/shared/domain';
import { useCan } from '@veldwerk/shared/ui';
import { Card, Typography } from 'antd';

import { donationChecks } from '../api';
import { CheckRow } from './check-row';

export function CheckTable({ shift }: { shift: ShiftDetail }) {
  const mayAdd = useCan('POST', donationChecks.collectionPath({}));
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          Donatiechecks ({shift.checks.length})
        </Typography.Title>
      }
      style={{ marginTop: 24 }}
    >
      <section aria-label="Donatiechecks">
        {shift.checks.length === 0 && (
          <Typography.Paragraph type="secondary">Nog geen donatiechecks.</Typography.Paragraph>
        )}
        {shift.checks.map((check, index) => (
          <CheckRow
            key={check.uuid}
            shift={shift.uuid}
            check={check}
            index={index}
            readOnly={!mayAdd}
          />
        ))}
        {mayAdd && <CheckRow shift={shift.uuid} index={shift.checks.length} />}
      </section>
    </Card>
  );
}
