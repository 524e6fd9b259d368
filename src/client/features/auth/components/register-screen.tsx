/** The register page (/auth/jwt/register): first and last name, email, password; signs in on success. */
import { Button, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { ApiError } from '@client/api/api-error';
import { errorText, fieldText } from '@client/lib/error-text';
import { authStore } from '../auth-store';
import { validateRegister, type FieldErrors } from '../validate';
import { AuthCard } from './auth-card';
import { FormField } from './form-field';
import { SocialButtons } from './social-buttons';

type Field = 'firstName' | 'lastName' | 'email' | 'password';
const FIELDS: Field[] = ['firstName', 'lastName', 'email', 'password'];

export function RegisterScreen({
  returnTo,
  onSignedIn,
}: {
  returnTo?: string;
  onSignedIn: (role: string) => void;
}) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.title'));
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  // The messages shown under each field, in the reader's language.
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateRegister(values);
    setErrors(
      Object.fromEntries(FIELDS.map((name) => [name, found[name] && t(found[name] as never)])),
    );
    setFormError(undefined);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const user = await authStore.register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      onSignedIn(user.role);
    } catch (error) {
      const failure = error instanceof ApiError ? error : undefined;
      setErrors(
        Object.fromEntries(FIELDS.map((name) => [name, failure && fieldText(failure, name)])),
      );
      setFormError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, type: string, autoComplete: string) => (
    <FormField
      name={name}
      type={type}
      label={t(`fields.${name}`)}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
      error={errors[name]}
    />
  );
  return (
    <AuthCard
      title={t('register.title')}
      lead={t('register.lead')}
      error={formError}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link asChild color="primary.fg" fontWeight="semibold">
            <RouterLink to="/auth/jwt/login" search={{ returnTo }}>
              {t('register.toLogin')}
            </RouterLink>
          </Link>
        </>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {field('firstName', 'text', 'given-name')}
            {field('lastName', 'text', 'family-name')}
          </SimpleGrid>
          {field('email', 'email', 'email')}
          {field('password', 'password', 'new-password')}
          <Button type="submit" loading={busy} w="full">
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <SocialButtons returnTo={returnTo} />
    </AuthCard>
  );
}
