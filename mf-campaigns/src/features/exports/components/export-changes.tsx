/**
 * "What changed since the last batch" (issue 17): a dry run that writes nothing — donors not
 * exported yet, donors changed after the batch that held them, and donors rejected since.
 */
import { EXPORT_MESSAGES, type ExportChangeDonor } from '@veldwerk/shared/domain';
import { QueryState } from '@veldwerk/shared/ui';
import { Button, Card, List } from 'antd';
import { useState } from 'react';

import { exportChanges } from '../api';
import { EmptyText } from './export-form';

function Group({
  title,
  group,
}: {
  title: string;
  group: { count: number; results: ExportChangeDonor[] };
}) {
  return (
    <section>
      <h3 style={{ fontSize: 16 }}>
        {title} ({group.count})
      </h3>
      <List
        size="small"
        dataSource={group.results}
        locale={{ emptyText: <EmptyText>Geen</EmptyText> }}
        renderItem={(donor) => (
          <List.Item>
            {donor.reference_number ?? `#${donor.id}`} — {donor.name}
            {donor.batch === null ? '' : ` (export ${donor.batch})`}
          </List.Item>
        )}
      />
    </section>
  );
}

function Changes({ campaignId }: { campaignId: number }) {
  const changes = exportChanges.useRead({ campaign: campaignId });
  return (
    <QueryState query={changes} label={EXPORT_MESSAGES.changesTitle}>
      {(answer) => (
        <>
          <Group title={EXPORT_MESSAGES.changesNew} group={answer.new} />
          <Group title={EXPORT_MESSAGES.changesChanged} group={answer.changed} />
          <Group title={EXPORT_MESSAGES.changesRejected} group={answer.rejected} />
        </>
      )}
    </QueryState>
  );
}

export function ExportChangesPanel({ campaignId }: { campaignId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Card title={EXPORT_MESSAGES.changesTitle} size="small" style={{ marginBottom: 16 }}>
      <Button aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {EXPORT_MESSAGES.changesButton}
      </Button>
      {open && <Changes campaignId={campaignId} />}
    </Card>
  );
}
