CREATE TABLE "idempotency_keys" (
	"action" text NOT NULL,
	"target_id" uuid NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_action_target_id_key_pk" PRIMARY KEY("action","target_id","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- A poem's tags (poems.tag_ids) are kept honest by the database, whatever writes them:
-- * a poem may only name existing tags (the tags are locked FOR KEY SHARE, so a concurrent
--   delete of one waits for this write and then takes it off again, below);
-- * deleting a tag takes its id off every poem in the same transaction (and, through the
--   poems' rev trigger, gives those poems a new rev, so clients learn of it).
-- Content writes are also serialized by the change-feed lock (0001, 0003), so no check can
-- interleave with a delete; these triggers make the rule hold for any writer (psql included).
CREATE OR REPLACE FUNCTION taalif_poem_tags_exist() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  missing uuid;
BEGIN
  IF NEW.tag_ids IS NULL OR cardinality(NEW.tag_ids) = 0 THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.tag_ids IS NOT DISTINCT FROM OLD.tag_ids THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM tags WHERE id = ANY (NEW.tag_ids) FOR KEY SHARE;
  SELECT t INTO missing FROM unnest(NEW.tag_ids) AS t
    WHERE NOT EXISTS (SELECT 1 FROM tags WHERE tags.id = t) LIMIT 1;
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION 'poem % names the unknown tag %', NEW.id, missing
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER poems_tags_exist BEFORE INSERT OR UPDATE OF tag_ids ON poems FOR EACH ROW EXECUTE FUNCTION taalif_poem_tags_exist();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION taalif_untag_poems() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE poems SET tag_ids = array_remove(tag_ids, OLD.id) WHERE tag_ids @> ARRAY[OLD.id];
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tags_untag_poems AFTER DELETE ON tags FOR EACH ROW EXECUTE FUNCTION taalif_untag_poems();
