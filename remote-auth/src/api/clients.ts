/**
 * The data layer's API clients, loaded with the first request rather than with the page. An auth
 * screen calls the API only once its form is sent (or, on the questionnaire and a reset link, once
 * shown), so axios stays out of the first render of sign-up and log-in. A form starts loading them
 * when the visitor first focuses it (`AuthForm`), so a submit does not wait for them.
 */
export { apiClients } from '@qa/shared/data/lazy-api-client';
