/**
 * The new-user screen: e-mail, first and last name, role, and a password either generated
 * (shown once after the creation, with a copy button) or chosen. Messages under their
 * fields; Ctrl/Cmd+S creates; leaving with typed values asks first; the draft (without the
 * password) stays on this device until the account exists.
 */
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@domain/schemas/user';
import '@client/i18n/namespaces/admin-form';
import '@client/i18n/namespaces/admin-people';
import { Notice } from '@client/components/common/notice';
import { ScreenHeader } from '@client/components/common/screen-header';
import { NativeSelect } from '@client/components/ui/native-select';
import { DraftOffer } from '../form/draft-offer';
import { FieldShell } from '../form/fields/field-shell';
import { LeaveGuard } from '../form/leave-guard';
import { useSaveShortcut } from '../form/use-save-shortcut';
import { PasswordReveal } from './password-reveal';
import { RoleField } from './role-field';
import { useNewUserForm, type PasswordMode } from './use-new-user-form';

export function UserNewForm({ onDone }: { onDone: (user: User) => void }) {
  const { t } = useTranslation('admin-people');
  const { t: tf } = useTranslation('admin-form');
  const [reveal, setReveal] = useState<{ user: User; password: string }>();
  const form = useNewUserForm((user, generated) =>
    generated ? setReveal({ user, password: generated }) : onDone(user),
  );
  useSaveShortcut(form.save);
  const text = (name: 'email' | 'firstName' | 'lastName', type = 'text') => (
    <FieldShell label={t(`users.fields.${name}`)} error={form.errorOf(name)} required>
      <Input
        name={name}
        type={type}
        autoComplete="off"
        dir={type === 'email' ? 'ltr' : 'auto'}
        value={form.values[name]}
        onChange={(e) => form.setValue(name, e.target.value)}
      />
    </FieldShell>
  );

  return (
    <Stack gap="6" maxW="3xl">
      <ScreenHeader title={t('users.new.title')} lead={t('users.new.lead')} />
      {form.draftOffer && (
        <DraftOffer
          savedAt={form.draftOffer.savedAt}
          onRestore={form.restoreDraft}
          onDiscard={form.discardDraft}
        />
      )}
      {form.notice === 'offline' && <Notice tone="error">{tf('notice.offline')}</Notice>}
      {form.notice === 'invalid' && <Notice tone="error">{tf('notice.invalid')}</Notice>}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          form.save();
        }}
      >
        <Stack gap="5">
          {text('email', 'email')}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
            {text('firstName')}
            {text('lastName')}
          </Stack>
          <RoleField
            value={form.values.role}
            onChange={(role) => form.setValue('role', role)}
            error={form.errorOf('role')}
          />
          <FieldShell label={t('users.new.passwordMode')} required>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="passwordMode"
                value={form.mode}
                onChange={(e) => form.setMode(e.target.value as PasswordMode)}
              >
                {(['generate', 'choose'] as const).map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`users.new.${mode}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FieldShell>
          {form.mode === 'choose' ? (
            <FieldShell
              label={t('users.fields.password')}
              error={form.errorOf('password')}
              help={t('users.new.passwordHint')}
              required
            >
              <Input
                name="password"
                type="password"
                autoComplete="new-password"
                dir="ltr"
                value={form.password}
                onChange={(e) => form.setValue('password', e.target.value)}
              />
            </FieldShell>
          ) : (
            <Text color="fg.muted">{t('users.new.generatedHint')}</Text>
          )}
          <Text color="fg.muted" textStyle="sm">
            {t('users.new.draftNote')}
          </Text>
          <HStack gap="3">
            <Button type="submit" colorPalette="primary" loading={form.saving}>
              {t('users.new.submit')}
            </Button>
            <Button asChild variant="outline">
              <Link to="/dashboard/users">{tf('actions.cancel')}</Link>
            </Button>
          </HStack>
        </Stack>
      </form>
      <LeaveGuard
        shouldAsk={form.shouldAsk}
        onLeave={() => void form.keepDraft()}
        onDiscard={() => void form.dropDraft()}
      />
      <PasswordReveal
        password={reveal?.password}
        title={t('users.created.title')}
        body={t('users.created.body', { email: reveal?.user.email ?? '' })}
        onClose={() => reveal && onDone(reveal.user)}
      />
    </Stack>
  );
}
