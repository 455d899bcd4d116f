import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { countries } from '../../lib/countries.ts';
import * as s from '../../lib/schemas.ts';

/**
 * Stand-in for the public IP geolocation service. Loopback callers have no real country, so it
 * answers GEO_COUNTRY_CODE; `?country=DE` lets a test or a developer pretend to be elsewhere.
 */
export function registerGeoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { country?: string } }>(
    '/geo/json',
    { schema: { querystring: s.object({ country: s.countryCode }) } },
    async (request) => {
      const code = (request.query.country ?? ctx.config.geoCountryCode).toUpperCase();
      return {
        ip: request.ip,
        country_code: code,
        country_name: countries[code] ?? code,
      };
    },
  );
}
