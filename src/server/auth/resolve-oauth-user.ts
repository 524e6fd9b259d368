/**
 * Which account a social sign-in opens: the one already linked to this provider account;
 * else the account with the same (provider-verified) email, which gets linked; else a
 * new reader account without a password. An unverified email never links nor claims an
 * address, so nobody can take over an account by adding its email at a provider.
 *
 * Linking works the other way round too: registering with a password never proved the
 * email (addresses are not verified at registration), so someone could register a
 * victim's address first and wait for the victim to sign in with a provider. Linking
 * therefore clears the account's password and revokes its refresh tokens (in one
 * transaction, UsersRepository.linkProvider): the provider's verified email wins.
 */
import { isRefusal } from '../plugins/app/shared/refusal';
import type { User } from '@domain/schemas/user';
import type { OAuthProvider } from '@domain/schemas/auth';
import type { UsersRepository } from '../plugins/app/users/users-repository';
import { OAuthProviderError, type OAuthProfile } from './oauth-provider';

/** The user the profile signs in as (created or linked if needed). */
export async function resolveOAuthUser(
  users: UsersRepository,
  provider: OAuthProvider,
  profile: OAuthProfile,
): Promise<User> {
  const linked = await users.findByProvider(provider, profile.subject);
  if (linked) return linked;
  if (profile.email && !profile.emailVerified) throw new OAuthProviderError('email_not_verified');
  if (profile.email) {
    const existing = await users.findByEmail(profile.email);
    if (existing) {
      const linked = await users.linkProvider(
        existing.id,
        provider,
        profile.subject,
        profile.picture,
      );
      // Deleted meanwhile: nothing to sign in to.
      if (!linked) throw new OAuthProviderError('sign_in_failed');
      return linked;
    }
  }
  const created = await users.create({
    // Some provider accounts have no email (a phone sign-up at Facebook): a reserved
    // .invalid address keeps the column unique and never receives mail.
    email: profile.email ?? `${profile.subject}@${provider}.invalid`,
    passwordHash: null,
    displayName: profile.name,
    role: 'USER',
    provider,
    providerSubject: profile.subject,
    photoUrl: profile.picture ?? null,
  });
  // Refused only when the email was registered in between: let the reader try again.
  if (isRefusal(created)) throw new OAuthProviderError('sign_in_failed');
  return created;
}
