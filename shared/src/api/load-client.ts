/**
 * The request functions reach axios through here, on their first call: hooks used on the first
 * paint of `/` (footer, webinar popup) then do not put the API client on the critical path.
 */
export const loadApiClient = () => import('@qa/shared/api/api-client');
