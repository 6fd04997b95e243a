/**
 * The place in the login and registration modals for other ways in: OpenID Connect providers
 * and passkeys (issue 18, built by the `external` work). Renders nothing until they exist;
 * `mode` says which modal it sits in.
 */
export function SignInAlternatives(_props: { mode: 'login' | 'registration' }) {
  return null;
}
