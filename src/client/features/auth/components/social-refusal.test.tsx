/**
 * A refused social sign-in (`/oauth2/redirect?error=access_denied`) landed
 * on the sign-in page without a message. It now goes there with `reason=social`, which shows one.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { validateAuthSearch } from '../auth-search';
import { LoginScreen } from './login-screen';
import { OAuthRedirectScreen } from './oauth-redirect-screen';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('refused social sign-in', { timeout: 20_000 }, () => {
  it('sends the reader to the sign-in page with reason=social', async () => {
    window.history.replaceState(null, '', '/oauth2/redirect?error=access_denied');
    const onDone = vi.fn();
    await renderInApp(() => <OAuthRedirectScreen onDone={onDone} />);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [to, error] = onDone.mock.calls[0]!;
    expect(error).toBe('access_denied');
    const url = new URL(to as string, 'http://x');
    expect(url.pathname).toBe('/auth/jwt/login');
    expect(validateAuthSearch(Object.fromEntries(url.searchParams)).reason).toBe('social');
  });

  it('says on the sign-in page that the social sign-in did not succeed, in the reader’s language', async () => {
    await renderInApp(() => <LoginScreen socialFailed onSignedIn={() => {}} />, {
      language: 'ar',
    });
    await screen.findByRole('heading', { level: 1 });
    const { i18n } = await import('@client/i18n/i18n');
    expect(document.body.textContent).toContain(i18n.t('auth:errors.social'));
  });
});
