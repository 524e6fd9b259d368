/**
 * The app's paths as the route tree has them, for the props of shared screens that link
 * somewhere: a path no route answers does not compile. Types only (the tree's own
 * `FileRoutesByTo`), so importing them adds nothing to a bundle.
 */
import type { FileRoutesByTo } from './routeTree.gen';

type AppPath = keyof FileRoutesByTo;

/** A screen without parameters: a reader's page, a dashboard list or "new" form. */
export type ScreenPath = Exclude<AppPath, `${string}$${string}`>;

/** A dashboard list or "new" form. */
export type DashboardScreen = Extract<ScreenPath, `/dashboard${string}`>;

/** A dashboard record's screen, the record's id as `$id`: its view, edit form or history. */
export type RecordRoute = Extract<
  AppPath,
  `/dashboard/${string}/$id` | `/dashboard/${string}/$id/edit` | `/dashboard/${string}/$id/history`
>;

/** Where a dashboard link goes: a screen, or a record's screen with the record's id. */
export type DashboardLink =
  { to: DashboardScreen; params?: undefined } | { to: RecordRoute; params: { id: string } };
