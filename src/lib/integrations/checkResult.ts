/** What an admin Test answers: whether the provider accepts the setting, and what is wrong, in the creator's words. */
export type CheckResult = { ok: boolean; message: string }
