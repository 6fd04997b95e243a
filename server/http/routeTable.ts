/**
 * Every route the app registered, as the router holds it (method and URL pattern), collected by
 * an `onRoute` hook on the root instance (children inherit it). Security tests walk this list
 * instead of a hand-written one, so a new route cannot be forgotten.
 */
import type { FastifyInstance } from 'fastify';

/** One method of one registered route. */
export interface RegisteredRoute {
  method: string;
  /** The pattern as registered, prefix included (e.g. `/api/v1/Translations/:lang`). */
  url: string;
  /** Registered as needing no anti-forgery token (`config.embedSessionExchange`). */
  antiForgeryExempt: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far (read-only for callers). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Starts collecting routes; call on the root instance before any route is registered. */
export function collectRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const antiForgeryExempt = route.config?.embedSessionExchange === true;
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, antiForgeryExempt });
  });
}
