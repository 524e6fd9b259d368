/** The audit screen's filters: the kind of record and the administrator (both in the URL). */
import { HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITIES, type AuditEntity } from '@domain/audit';
import type { AuditActor } from '@domain/schemas/audit-log';
import '@client/i18n/namespaces/admin-people';
import { FilterSelect } from '../resource/filter-select';
import type { AuditSearch } from './audit-search';

interface Props {
  search: AuditSearch;
  actors: readonly AuditActor[];
  onChange: (change: Pick<AuditSearch, 'entity' | 'actor'>) => void;
}

export function AuditFilters({ search, actors, onChange }: Props) {
  const { t } = useTranslation('admin-people');
  return (
    <HStack gap="4" align="end" flexWrap="wrap">
      <FilterSelect
        label={t('audit.entityFilter')}
        name="entity"
        value={search.entity ?? ''}
        onChange={(v) => onChange({ entity: (v || undefined) as AuditEntity | undefined })}
      >
        <option value="">{t('audit.all')}</option>
        {AUDIT_ENTITIES.map((entity) => (
          <option key={entity} value={entity}>
            {t(`audit.entities.${entity}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('audit.actorFilter')}
        name="actor"
        value={search.actor ?? ''}
        onChange={(v) => onChange({ actor: v || undefined })}
      >
        <option value="">{t('audit.all')}</option>
        {actors.map((actor) => (
          <option key={actor.id} value={actor.id}>
            {actor.email ?? actor.id}
          </option>
        ))}
      </FilterSelect>
    </HStack>
  );
}
