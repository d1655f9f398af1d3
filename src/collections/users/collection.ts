import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { adminPanel, hiddenFromEditors, isAdmin, isAdminField, selfOrAdmin } from '@/access'
import { ROLE_LABELS, ROLES } from '@/access/roles'
import { roleChangeRevalidates, staffRemovalRevalidates } from './rolesRevalidate'
import { emailVerificationOff } from './emailVerificationOff'
import { sessionEndpoints } from './sessionEndpoints'
import { accountFields } from './accountFields'
import { commentEmailFields } from './commentEmailFields'
import { currentPasswordField } from './currentPasswordField'
import { addressOnlyThroughItsFlow, correctedAddressUnproven } from './emailFlow'
import { passwordRulesOnReset, passwordRulesOnSave } from './passwordRules'
import { hashIncomingResetToken, storeResetTokenHashed } from './resetTokens'
import { forgiveCmsLogin, limitCmsAuth } from '@/lib/auth/cmsAuthLimits'

/** The very first account is the creator's. */
export const firstAccountIsTheCreator: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  if (totalDocs === 0) return { ...data, role: 'admin' }
  return data
}

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'role', 'createdAt'],
    group: 'People',
    // Accounts are the creator's to manage; an editor changes their own on the site's /account.
    hidden: hiddenFromEditors,
  },
  auth: {
    tokenExpiration: 60 * 60 * 24 * 14, // two weeks, refreshed while the member is active
    // No per-account lockout (it lets anyone lock a member out): every sign-in, the site's
    // and the admin panel's, goes through the shared throttle of src/lib/auth/loginThrottle.ts.
    maxLoginAttempts: 0,
    // The session token lives only in the HttpOnly cookie, never in a response body.
    removeTokenFromResponses: true,
    // Reset links work once (Payload clears the token) and for an hour (DECISIONS.md).
    forgotPassword: { expiration: 60 * 60 * 1000 },
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== 'false',
    },
  },
  endpoints: [emailVerificationOff, ...sessionEndpoints],
  access: {
    admin: adminPanel,
    // Members join through /api/auth/register, which creates them as members; the CMS API
    // itself only lets admins create accounts.
    create: isAdmin,
    read: selfOrAdmin,
    update: selfOrAdmin,
    delete: isAdmin,
    unlock: isAdmin,
    readVersions: isAdmin,
  },
  hooks: {
    beforeOperation: [limitCmsAuth, passwordRulesOnReset, hashIncomingResetToken],
    afterOperation: [storeResetTokenHashed],
    beforeValidate: [passwordRulesOnSave],
    afterLogin: [forgiveCmsLogin],
    afterChange: [correctedAddressUnproven, roleChangeRevalidates],
    afterDelete: [staffRemovalRevalidates],
    beforeChange: [addressOnlyThroughItsFlow, firstAccountIsTheCreator],
  },
  fields: [
    currentPasswordField,
    { name: 'firstName', type: 'text', maxLength: 100 },
    { name: 'lastName', type: 'text', maxLength: 100 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'member',
      options: ROLES.map((value) => ({ label: ROLE_LABELS[value], value })),
      saveToJWT: true,
      index: true,
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
    ...accountFields,
    ...commentEmailFields,
  ],
  timestamps: true,
}
