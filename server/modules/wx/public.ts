/** What the server outside this folder may use of the social sign-in (the only file of it they import: .dependency-cruiser.cjs): the provider, and the one the environment configures. */
export { type OAuthProvider, oauth2Provider, wxProviderFromEnv } from './provider';
