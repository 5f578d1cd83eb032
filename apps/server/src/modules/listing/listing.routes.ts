import type { FastifyInstance } from 'fastify';
import {
  getUnitPlanChoice,
  getUnitSeasons,
  putPlanChoice,
  putUnitSeasons,
  searchPlaces,
} from '@hostdeck/contract/listing/listing.endpoints';
import { registerEndpoint } from '../../app/register-endpoint';
import { requestedLocale } from '../../app/request-locale';
import type { Database } from '../../db/client';
import { GazetteerPlaceSearch, localisePlace, type PlaceSearch } from './place-search';
import { getUnitPlanChoice as readPlanChoice, putUnitPlanChoice } from './plan-choice.service';
import { getUnitSeasons as readSeasons, putUnitSeasons as replaceSeasons } from './seasons.service';

/** The calls of the listing steps whose shapes we designed: place search, seasons, plan choice. */
export function registerListingRoutes(
  app: FastifyInstance,
  { db, placeSearch = new GazetteerPlaceSearch() }: { db: Database; placeSearch?: PlaceSearch },
): void {
  registerEndpoint(app, searchPlaces, async ({ query, request }) => {
    const locale = requestedLocale(request);
    return { items: (await placeSearch.search(query)).map((place) => localisePlace(place, locale)) };
  });
  registerEndpoint(app, getUnitSeasons, ({ auth, params }) => readSeasons(db, auth.userId, params.id));
  registerEndpoint(app, putUnitSeasons, ({ auth, params, body }) =>
    replaceSeasons(db, auth.userId, params.id, body),
  );
  registerEndpoint(app, getUnitPlanChoice, ({ auth, params }) => readPlanChoice(db, auth.userId, params.id));
  registerEndpoint(app, putPlanChoice, ({ auth, params, body }) =>
    putUnitPlanChoice(db, auth.userId, params.id, body),
  );
}
