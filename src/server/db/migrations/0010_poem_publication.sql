-- Draft, scheduled and published poems (src/server/plugins/app/sync/README.md, "Publication").
-- published_at: null is a draft, a future date is scheduled, a past one is published. Public
-- queries compare it with now(), so a scheduled poem appears on time without a cron.
-- feed_visible: what the change feed told devices when the row's rev was stamped; the feed
-- sends a hidden poem (and its recordings and difficult words) as a delete. A scheduled poem
-- whose date has passed is "released" by the first feed read after it (an UPDATE that stamps
-- a new rev, above every cursor handed out before), so a device that synced earlier gets it.
-- Poems already there stay published: published_at = created_at, written with the triggers
-- off so no row gets a new rev, version or revision.
ALTER TABLE "poems" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "poems" ADD COLUMN "feed_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "poems" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "poems" SET "published_at" = "created_at";--> statement-breakpoint
ALTER TABLE "poems" ENABLE TRIGGER USER;--> statement-breakpoint
CREATE INDEX "poems_pending_release_idx" ON "poems" USING btree ("published_at") WHERE not "poems"."feed_visible";--> statement-breakpoint
-- feed_visible is the database's: computed on every insert and update, with the rev.
CREATE OR REPLACE FUNCTION taalif_poem_feed_visible() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.feed_visible := NEW.published_at IS NOT NULL AND NEW.published_at <= now();
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER poems_feed_visible BEFORE INSERT OR UPDATE ON poems FOR EACH ROW EXECUTE FUNCTION taalif_poem_feed_visible();
--> statement-breakpoint
-- A poem shown or hidden takes its recordings and difficult words along: each gets a new rev
-- (nothing else changes, so no new version and no revision), and the feed sends them as puts
-- or deletes after the poem.
CREATE OR REPLACE FUNCTION taalif_poem_visibility_cascade() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE audios SET poem_id = poem_id WHERE poem_id = NEW.id;
  UPDATE difficult_words SET poem_id = poem_id WHERE poem_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER poems_visibility_cascade AFTER UPDATE ON poems FOR EACH ROW WHEN (OLD.feed_visible IS DISTINCT FROM NEW.feed_visible) EXECUTE FUNCTION taalif_poem_visibility_cascade();
--> statement-breakpoint
-- As in 0001, with feed_visible among the columns that are not an edit: releasing a scheduled
-- poem must not make an administrator's open editor stale.
CREATE OR REPLACE FUNCTION taalif_stamp_rev() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counters text[] := ARRAY['views', 'likes', 'plays', 'downloads', 'rev', 'version', 'updated_at', 'created_at', 'feed_visible'];
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
-- As in 0008, without feed_visible (the database's, not a value anyone chose).
CREATE OR REPLACE FUNCTION taalif_keep_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO revisions (entity, record_id, version, "values", actor_id, at)
  VALUES (
    TG_ARGV[0], NEW.id, NEW.version,
    to_jsonb(NEW) - ARRAY['views', 'likes', 'plays', 'downloads', 'rev', 'version', 'created_at', 'updated_at', 'feed_visible'],
    nullif(current_setting('taalif.actor', true), '')::uuid,
    NEW.updated_at
  );
  RETURN NULL;
END
$$;
