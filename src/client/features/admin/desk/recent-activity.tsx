/**
 * The desk's latest audit lines: when, who, what on which record, and a link to the record's
 * History (or its screen, for records that keep none). The whole log is one link away.
 */
import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { auditOperation } from '@domain/audit';
import type { AuditEntry } from '@domain/schemas/audit-log';
import '@client/i18n/namespaces/admin-people';
import { historyLink, recordLink } from '../audit-log/record-link';
import { IdText } from '../resource/id-text';
import { DAY_AND_TIME, useDateFormat } from '../resource/use-date-format';
import { DeskSection } from './desk-section';

function Line({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin-people');
  const date = useDateFormat(DAY_AND_TIME);
  const link =
    (entry.revisionId ? historyLink(entry.entity, entry.entityId) : undefined) ??
    recordLink(entry.entity, entry.entityId);
  const entity = t(`audit.entities.${entry.entity}` as 'audit.entities.poems', {
    defaultValue: entry.entity,
  });
  const name = entry.name ? (
    <Text as="span" dir="auto" fontWeight="medium">
      {entry.name}
    </Text>
  ) : entry.entityId ? (
    <IdText id={entry.entityId} />
  ) : null;
  return (
    <Stack as="li" gap="0.5" data-activity={entry.id}>
      <Text textStyle="sm">
        <Text as="span" dir="ltr">
          {entry.actorEmail ?? t('audit.formerAdmin')}
        </Text>{' '}
        {t(`audit.operations.${auditOperation(entry.action)}`)} · {entity}{' '}
        {link && name ? (
          <Link asChild colorPalette="primary">
            <RouterLink to={link.to} params={link.params}>
              {name}
            </RouterLink>
          </Link>
        ) : (
          name
        )}
      </Text>
      <Text as="span" color="fg.muted" textStyle="xs">
        <time dateTime={entry.at}>{date.format(new Date(entry.at))}</time>
      </Text>
    </Stack>
  );
}

export function RecentActivity({ activity }: { activity: AuditEntry[] }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  return (
    <DeskSection id="desk-activity" title={t('desk.activity')}>
      {activity.length === 0 ? (
        <Text color="fg.muted">{t('desk.noActivity')}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {activity.map((entry) => (
            <Line key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
      <Link asChild colorPalette="primary" fontWeight="medium" alignSelf="start">
        <RouterLink to="/dashboard/audit-log">{tc('nav.admin.auditLog')}</RouterLink>
      </Link>
    </DeskSection>
  );
}
