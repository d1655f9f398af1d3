import type { Field, FieldAccess } from 'payload'

/** Written only by the site's own account code (Local API, access overridden); no API reads or sets them. */
const serverOnly: { create: FieldAccess; read: FieldAccess; update: FieldAccess } = {
  create: () => false,
  read: () => false,
  update: () => false,
}

/**
 * What the member's account controls need besides Payload's auth columns:
 * - `hasPassword`: false for an account that Google, GitHub or Apple sign-in created (its stored
 *   password is random and unknown to anyone) until the member sets one through a reset link;
 *   the account page then asks such a member to confirm with their provider instead.
 * - a pending e-mail change: the new address, the SHA-256 of the confirmation link's token (the
 *   token itself is only in the e-mail) and when the link expires;
 * - `reauthenticatedAt`: when the member last confirmed who they are through a social provider
 *   (deleting a social account asks for that instead of a password);
 * - `emailVerified`: whether someone has proven they hold the account's address (a provider's
 *   verified e-mail, a reset link, an e-mail change link). Registration does not; a provider
 *   proving an unproven address takes the account over from whoever registered it (see
 *   src/lib/auth/oauth/account.ts).
 */
export const accountFields: Field[] = [
  {
    name: 'hasPassword',
    type: 'checkbox',
    defaultValue: true,
    access: { create: serverOnly.create, update: serverOnly.update },
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: 'Off for an account created through Google, GitHub or Apple until its member sets a password.',
    },
  },
  {
    name: 'emailVerified',
    type: 'checkbox',
    defaultValue: false,
    access: { create: serverOnly.create, update: serverOnly.update },
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: 'On once its member has proven the address: through Google, GitHub or Apple, a reset link or an e-mail change link.',
    },
  },
  { name: 'pendingEmail', type: 'email', hidden: true, access: serverOnly },
  { name: 'emailChangeTokenHash', type: 'text', hidden: true, index: true, access: serverOnly },
  { name: 'emailChangeExpiresAt', type: 'date', hidden: true, access: serverOnly },
  { name: 'reauthenticatedAt', type: 'date', hidden: true, access: serverOnly },
]
