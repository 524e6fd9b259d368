/**
 * The sign-in page (/auth/jwt/login): username or email and password, checked here
 * first, then by the server, whose refusals are said by their codes (per field when it
 * names one).
 * After an expired session it says so ('Token expired').
 */
import { Button, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { ApiError } from '@client/api/api-error';
import { errorText, fieldText } from '@client/lib/error-text';
import { authStore } from '../auth-store';
import { validateLogin, type FieldErrors } from '../validate';
import { AuthCard } from './auth-card';
import { FormField } from './form-field';
import { SocialButtons } from './social-buttons';

interface Props {
  returnTo?: string;
  expired?: boolean;
  /** Back from a refused or failed social sign-in (`?reason=social`). */
  socialFailed?: boolean;
  onSignedIn: (role: string) => void;
}

export function LoginScreen({ returnTo, expired, socialFailed, onSignedIn }: Props) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  const [values, setValues] = useState({ username: '', password: '' });
  // The messages shown under each field, in the reader's language.
  const [errors, setErrors] = useState<FieldErrors<'username' | 'password'>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateLogin(values);
    setErrors({
      username: found.username && t(found.username as never),
      password: found.password && t(found.password as never),
    });
    setFormError(undefined);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const user = await authStore.login(values.username.trim(), values.password);
      onSignedIn(user.role);
    } catch (error) {
      const failure = error instanceof ApiError ? error : undefined;
      setErrors({
        username: failure && fieldText(failure, 'username'),
        password: failure && fieldText(failure, 'password'),
      });
      setFormError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const set = (key: keyof typeof values) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
  return (
    <AuthCard
      title={t('login.title')}
      lead={t('login.lead')}
      notice={expired ? t('login.expired') : undefined}
      error={formError ?? (socialFailed ? t('errors.social') : undefined)}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link asChild color="primary.fg" fontWeight="semibold">
            <RouterLink to="/auth/jwt/register" search={{ returnTo }}>
              {t('login.toRegister')}
            </RouterLink>
          </Link>
        </>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <FormField
            name="username"
            label={t('fields.username')}
            autoComplete="username"
            value={values.username}
            onChange={set('username')}
            error={errors.username}
          />
          <FormField
            name="password"
            type="password"
            label={t('fields.password')}
            autoComplete="current-password"
            value={values.password}
            onChange={set('password')}
            error={errors.password}
          />
          <Button type="submit" loading={busy} w="full">
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <SocialButtons returnTo={returnTo} />
    </AuthCard>
  );
}
