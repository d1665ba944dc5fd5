/**
 * A person's detail (spec §2 "Employee detail"), shared by `/{employees|applicants}/{uuid}/` and
 * the applicants split list: the fields, quick transitions for the current state (the table of
 * the deployment's variant), the free transition form, the timeline newest first with the
 * implicit initial "New", call logs, notifications, quick links, and the Rechten and password
 * buttons for those who may use them.
 */
import { hasAllRoles, hasRole } from '@veldwerk/shared/auth';
import { useSession, useSoftphoneBus } from '@veldwerk/shared/client';
import {
  API_PATHS,
  EMPLOYEE_MESSAGES,
  EMPLOYEE_STATE_LABELS,
  employeeCalleeKey,
  fillPath,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_TYPE_LABELS,
  quickTransitionFormValues,
  quickTransitionsFor,
  SOURCE_LABELS,
  TRANSITION_REASON_LABELS,
  transitionFormDefaults,
  transitionTimeline,
  type Employee,
  type NotificationEvent,
  type QuickTransition,
  type TransitionFormValues,
} from '@veldwerk/shared/domain';
import { CallButton, KitModal, LinkButton, StateTag, useCan } from '@veldwerk/shared/ui';
import { DeleteOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, List, Space, Timeline } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

import { links, type PersonArea } from '../../../paths';
import { useCallLogs, useNotifications, useRemoveTransition, useStateVariant } from '../api';
import { personName, showDate, showDateTime } from './format';
import { PasswordButton } from './password-modal';
import { TransitionForm } from './transition-form';

const quickLabel = (quick: QuickTransition) =>
  `${EMPLOYEE_STATE_LABELS[quick.to]}${quick.reason ? ` (${TRANSITION_REASON_LABELS[quick.reason]})` : ''}`;

function CallLogPanel({ uuid }: { uuid: string }) {
  const logs = useCallLogs({ employee: uuid });
  const roles = useSession((state) => state.roles);
  // A call to this person just ended (the softphone): its log is new.
  const ended = useSoftphoneBus((state) => state.ended);
  const { refetch } = logs;
  useEffect(() => {
    if (ended?.key === employeeCalleeKey(uuid)) void refetch();
  }, [ended, uuid, refetch]);
  const admin = hasRole(roles, 'ROLE_ADMIN');
  if (logs.isError) return <Alert type="error" message={EMPLOYEE_MESSAGES.callLogsFailed} />;
  return (
    <List
      loading={logs.isLoading}
      dataSource={logs.data ?? []}
      locale={{ emptyText: EMPLOYEE_MESSAGES.noCallLogs }}
      renderItem={(log) => (
        <List.Item key={log.uuid}>
          {showDateTime(log.creation_date)} · {log.duration} s · {log.manager_name ?? ''}
          {admin && log.recording_url !== null && (
            <a href={log.recording_url} target="_blank" rel="noreferrer">
              {' '}
              Opname
            </a>
          )}
        </List.Item>
      )}
    />
  );
}

function NotificationPanel({ uuid }: { uuid: string }) {
  const list = useNotifications({ employee: uuid });
  if (list.isError) return <Alert type="error" message={EMPLOYEE_MESSAGES.notificationsFailed} />;
  return (
    <List
      loading={list.isLoading}
      dataSource={list.data ?? []}
      locale={{ emptyText: EMPLOYEE_MESSAGES.noNotifications }}
      renderItem={(item, index) => (
        <List.Item key={item.uuid ?? index}>
          {NOTIFICATION_EVENT_LABELS[item.event as NotificationEvent] ?? item.event} ·{' '}
          {NOTIFICATION_TYPE_LABELS[item.type]} · {showDateTime(item.send_on)}
        </List.Item>
      )}
    />
  );
}

function TransitionTimeline({ person }: { person: Employee }) {
  const roles = useSession((state) => state.roles);
  const admin = hasRole(roles, 'ROLE_ADMIN');
  const entries = transitionTimeline(person.transitions ?? [], person.person_creation_date);
  return (
    <Timeline
      items={entries.map((entry, index) => ({
        key: entry.implicit ? 'implicit' : entry.transition.uuid,
        children: (
          <div>
            <strong>{EMPLOYEE_STATE_LABELS[entry.transition.new_state]}</strong>{' '}
            {showDateTime(entry.transition.creation_date)}
            {!entry.implicit && entry.transition.event_date !== null && (
              <> · afspraak {showDateTime(entry.transition.event_date)}</>
            )}
            {!entry.implicit && entry.transition.event_reason !== null && (
              <> · {TRANSITION_REASON_LABELS[entry.transition.event_reason]}</>
            )}
            {!entry.implicit && entry.transition.event_comment !== null && (
              <div>{entry.transition.event_comment}</div>
            )}
            {!entry.implicit && admin && (
              <TransitionDelete
                employee={person.uuid}
                uuid={entry.transition.uuid}
                label={`Transitie ${index + 1} verwijderen`}
              />
            )}
          </div>
        ),
      }))}
    />
  );
}

function TransitionDelete({
  employee,
  uuid,
  label,
}: {
  employee: string;
  uuid: string;
  label: string;
}) {
  const { message } = App.useApp();
  const remove = useRemoveTransition({ employee, uuid });
  return (
    <Button
      type="text"
      size="small"
      danger
      aria-label={label}
      icon={<DeleteOutlined />}
      loading={remove.isPending}
      onClick={() =>
        remove.mutate(undefined, {
          onError: () => void message.error(EMPLOYEE_MESSAGES.transitionDeleteFailed),
        })
      }
    />
  );
}

export function PersonDetail({ person, area }: { person: Employee; area: PersonArea }) {
  const variant = useStateVariant();
  const roles = useSession((state) => state.roles);
  const [form, setForm] = useState<TransitionFormValues | null>(null);
  const mayTransition = useCan(
    'POST',
    fillPath(API_PATHS.employeeTransitions, { uuid: person.uuid }),
  );
  const mayRoles = hasRole(roles, 'ROLE_MANAGER');
  const mayPassword = hasRole(roles, 'ROLE_MANAGER') && hasAllRoles(roles, person.roles);
  const state = person.employee_status;
  const quick = quickTransitionsFor(variant, state);
  const name = personName(person) || person.email || person.uuid;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <StateTag state={person.employee_status} labels={EMPLOYEE_STATE_LABELS} />
        <LinkButton to={links.personUpdate(area, person.uuid)}>Wijzigen</LinkButton>
        {(person.mobile ?? person.phone ?? person.tel2) !== null && (
          <CallButton callee={employeeCalleeKey(person.uuid)} name={name} size="middle" />
        )}
        {mayRoles && area === 'employees' && (
          <LinkButton to={links.roles(person.uuid)}>Rechten</LinkButton>
        )}
        {mayPassword && <PasswordButton uuid={person.uuid} />}
      </Space>
      {mayTransition && (
        <Card size="small" title="Status wijzigen">
          <Space wrap>
            {quick.map((item) => (
              <Button
                key={`${item.to}-${item.reason ?? ''}`}
                type="primary"
                onClick={() => setForm(quickTransitionFormValues(state, item, new Date()))}
              >
                {quickLabel(item)}
              </Button>
            ))}
            <Button onClick={() => setForm(transitionFormDefaults(state))}>Andere status…</Button>
          </Space>
        </Card>
      )}
      <KitModal
        title={`Status wijzigen: ${name}`}
        open={form !== null}
        onClose={() => setForm(null)}
        footer={null}
      >
        {form !== null && (
          <TransitionForm
            uuid={person.uuid}
            variant={variant}
            currentState={state}
            initial={form}
            onSaved={() => setForm(null)}
          />
        )}
      </KitModal>
      {/* Beside the applicants list the pane is narrow: one label/value pair per line there. */}
      <Descriptions
        size="small"
        bordered
        column={area === 'applicants' ? 1 : { xs: 1, sm: 1, md: 2, lg: 3 }}
      >
        <Descriptions.Item label="Naam">{name}</Descriptions.Item>
        <Descriptions.Item label="Medewerkerscode">{person.employee_code ?? ''}</Descriptions.Item>
        <Descriptions.Item label="E-mail">{person.email ?? ''}</Descriptions.Item>
        <Descriptions.Item label="Mobiel">{person.mobile ?? ''}</Descriptions.Item>
        <Descriptions.Item label="Telefoon">{person.phone ?? ''}</Descriptions.Item>
        <Descriptions.Item label="Vestiging">{person.hq ?? ''}</Descriptions.Item>
        <Descriptions.Item label="Adres">
          {[person.street, person.house_number, person.house_number_suffix]
            .filter(Boolean)
            .join(' ')}{' '}
          {person.postal_code ?? ''} {person.place ?? ''}
        </Descriptions.Item>
        <Descriptions.Item label="Geboortedatum">{showDate(person.birth_date)}</Descriptions.Item>
        <Descriptions.Item label="Functie">{person.function}</Descriptions.Item>
        <Descriptions.Item label="Bron">
          {person.source === null ? '' : SOURCE_LABELS[person.source]}
        </Descriptions.Item>
        <Descriptions.Item label="Doorverwijzing">
          {person.recruited_by_alternative ?? ''}
        </Descriptions.Item>
        <Descriptions.Item label="Geworven door">
          {person.recruited_by === null ? (
            ''
          ) : (
            <Link to={links.person('employees', person.recruited_by)}>Wervende medewerker</Link>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Actiedatum">{showDateTime(person.open_date)}</Descriptions.Item>
        <Descriptions.Item label="Record">{person.record_status}</Descriptions.Item>
        <Descriptions.Item label="Aangemaakt">
          {showDateTime(person.person_creation_date)}
        </Descriptions.Item>
        <Descriptions.Item label="Opmerking">{person.comment ?? ''}</Descriptions.Item>
      </Descriptions>
      <Card size="small" title="Snelkoppelingen">
        <Space wrap>
          {person.employee_code !== null && (
            <Link to={links.donationsOfRecruiter(person.employee_code)}>Donateurs</Link>
          )}
          <Link to={links.shiftsOfEmployee(person.uuid)}>Werkbriefjes</Link>
          <Link to={links.employeesRecruitedBy(person.uuid)}>Geworven medewerkers</Link>
          <Link to={links.applicantsRecruitedBy(person.uuid)}>Geworven sollicitanten</Link>
        </Space>
      </Card>
      <Card size="small" title="Tijdlijn">
        <TransitionTimeline person={person} />
      </Card>
      <Card size="small" title="Telefoongesprekken">
        <CallLogPanel uuid={person.uuid} />
      </Card>
      <Card size="small" title="Notificaties">
        <NotificationPanel uuid={person.uuid} />
      </Card>
    </Space>
  );
}
