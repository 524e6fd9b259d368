/**
 * The change-feed schema this client understands, sent as `schema` on every `GET /api/sync`.
 * The server answers 410 when it no longer serves it (and the client then re-pulls
 * everything). Raise it when the client needs rows the feed did not carry before.
 * The server's own SYNC_SCHEMA_VERSION / SYNC_MIN_SCHEMA_VERSION live in @domain/sync.
 */
export const CLIENT_SYNC_SCHEMA_VERSION = 1;
