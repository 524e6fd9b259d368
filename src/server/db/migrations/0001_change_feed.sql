-- The change feed (DESIGN.md section 5), kept by the database itself so that no write
-- path (admin routes, counters, seeding, a psql session) can forget it.
--
-- * Every insert/update of a content row takes the next value of content_rev_seq as `rev`.
-- * All of these writes first take one transaction-scoped advisory lock, so content writes
--   are serialized and revs become visible in commit order: a reader of `rev > cursor`
--   can never see rev N+1 before rev N has committed (the "classic gap").
-- * `version` only grows when an editable field changed, so counters (views, likes, plays)
--   never make an administrator's edit look stale.
-- * A delete leaves a tombstone {entity, id, rev}; cascades fire these triggers too.
CREATE SEQUENCE IF NOT EXISTS content_rev_seq;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION taalif_stamp_rev() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counters text[] := ARRAY['views', 'likes', 'plays', 'downloads', 'rev', 'version', 'updated_at', 'created_at'];
BEGIN
  PERFORM pg_advisory_xact_lock(7253716);
  NEW.rev := nextval('content_rev_seq');
  IF TG_OP = 'UPDATE' THEN
    NEW.created_at := OLD.created_at;
    NEW.updated_at := clock_timestamp();
    IF (to_jsonb(NEW) - counters) IS DISTINCT FROM (to_jsonb(OLD) - counters) THEN
      NEW.version := OLD.version + 1;
    ELSE
      NEW.version := OLD.version;
    END IF;
  ELSE
    NEW.version := 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION taalif_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7253716);
  INSERT INTO tombstones (entity, id, rev)
    VALUES (TG_ARGV[0], OLD.id, nextval('content_rev_seq'))
    ON CONFLICT (entity, id) DO UPDATE SET rev = EXCLUDED.rev, deleted_at = now();
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER poets_rev BEFORE INSERT OR UPDATE ON poets FOR EACH ROW EXECUTE FUNCTION taalif_stamp_rev();
--> statement-breakpoint
CREATE TRIGGER poets_tombstone AFTER DELETE ON poets FOR EACH ROW EXECUTE FUNCTION taalif_tombstone('poets');
--> statement-breakpoint
CREATE TRIGGER poems_rev BEFORE INSERT OR UPDATE ON poems FOR EACH ROW EXECUTE FUNCTION taalif_stamp_rev();
--> statement-breakpoint
CREATE TRIGGER poems_tombstone AFTER DELETE ON poems FOR EACH ROW EXECUTE FUNCTION taalif_tombstone('poems');
--> statement-breakpoint
CREATE TRIGGER themes_rev BEFORE INSERT OR UPDATE ON themes FOR EACH ROW EXECUTE FUNCTION taalif_stamp_rev();
--> statement-breakpoint
CREATE TRIGGER themes_tombstone AFTER DELETE ON themes FOR EACH ROW EXECUTE FUNCTION taalif_tombstone('themes');
--> statement-breakpoint
CREATE TRIGGER tags_rev BEFORE INSERT OR UPDATE ON tags FOR EACH ROW EXECUTE FUNCTION taalif_stamp_rev();
--> statement-breakpoint
CREATE TRIGGER tags_tombstone AFTER DELETE ON tags FOR EACH ROW EXECUTE FUNCTION taalif_tombstone('tags');
--> statement-breakpoint
CREATE TRIGGER singers_rev BEFORE INSERT OR UPDATE ON singers FOR EACH ROW EXECUTE FUNCTION taalif_stamp_rev();
--> statement-breakpoint
CREATE TRIGGER singers_tombstone AFTER DELETE ON singers FOR EACH ROW EXECUTE FUNCTION taalif_tombstone('singers');
--> statement-breakpoint
CREATE TRIGGER audios_rev BEFORE INSERT OR UPDATE ON audios FOR EACH ROW EXECUTE FUNCTION taalif_stamp_rev();
--> statement-breakpoint
CREATE TRIGGER audios_tombstone AFTER DELETE ON audios FOR EACH ROW EXECUTE FUNCTION taalif_tombstone('audios');
--> statement-breakpoint
CREATE TRIGGER difficult_words_rev BEFORE INSERT OR UPDATE ON difficult_words FOR EACH ROW EXECUTE FUNCTION taalif_stamp_rev();
--> statement-breakpoint
CREATE TRIGGER difficult_words_tombstone AFTER DELETE ON difficult_words FOR EACH ROW EXECUTE FUNCTION taalif_tombstone('difficultWords');
