/** A donor's change history from the audit log (`GET donations/{id}/history`). */
import { type DonationHistoryEntry } from '@veldwerk/shared/domain';
import { QueryState } from '@veldwerk/shared/ui';
import { Timeline, Typography } from 'antd';

import { useDonationHistory } from '../api';

const ACTION_LABELS: Record<DonationHistoryEntry['action'], string> = {
  create: 'Aangemaakt',
  update: 'Gewijzigd',
  delete: 'Verwijderd',
};

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

export function DonationHistory({ donationId }: { donationId: number }) {
  const history = useDonationHistory({ donationId });
  return (
    <section aria-label="Wijzigingen">
      <Typography.Title level={4}>Wijzigingen</Typography.Title>
      <QueryState query={history} label="Wijzigingen">
        {(entries) =>
          entries.length === 0 ? (
            <Typography.Text type="secondary">Geen wijzigingen</Typography.Text>
          ) : (
            <Timeline
              items={entries.map((entry) => ({
                key: `${entry.occurred_at}-${Object.keys(entry.changes).join()}`,
                children: (
                  <div>
                    <Typography.Text strong>
                      {ACTION_LABELS[entry.action]} op{' '}
                      {new Date(entry.occurred_at).toLocaleString('nl-NL', {
                        timeZone: 'Europe/Amsterdam',
                      })}
                    </Typography.Text>{' '}
                    <Typography.Text type="secondary">
                      door {entry.actor_email ?? 'systeem'}
                    </Typography.Text>
                    {entry.action === 'update' && (
                      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                        {Object.entries(entry.changes).map(([field, change]) => (
                          <li key={field}>
                            {field}: {shown(change.from)} → {shown(change.to)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                ),
              }))}
            />
          )
        }
      </QueryState>
    </section>
  );
}
