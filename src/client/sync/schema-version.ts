/**
 * The change-feed schema this client's mirror is built for, sent as `schema` on every
 * `GET /api/sync`: the server's current SYNC_SCHEMA_VERSION when this client was built. The
 * server answers 410 once it no longer serves it (below SYNC_MIN_SCHEMA_VERSION), and the
 * client then re-pulls everything.
 */
import { SYNC_SCHEMA_VERSION } from '@domain/sync/constants';

export const CLIENT_SYNC_SCHEMA_VERSION = SYNC_SCHEMA_VERSION;
