/** What the sign-in card gives its login and register forms: where to go next, and what to do once signed in. */
export type SignInFormProps = { next: string; onSignedIn: () => Promise<void> }
