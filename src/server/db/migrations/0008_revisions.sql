-- A poem's whole history (and a poet's, a difficult word's, a recording's and its timing's):
-- every version a record reaches keeps a row in "revisions", written by the database in the
-- transaction that saved it, like the change feed's revs (0001), so no write path (a route, a
-- restore, a seed, a tag deleted off every poem) can forget one. `version` grows only when an
-- editable field changed (taalif_stamp_rev), so counters (views, likes, plays) write none.
-- "Who" is the transaction's `taalif.actor` setting (set_config(..., true) by the server's
-- write; null otherwise). Rows already there get one baseline revision each (who: unknown).
CREATE TABLE "revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"record_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"values" jsonb NOT NULL,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "revisions_record_idx" ON "revisions" USING btree ("entity","record_id","id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION taalif_keep_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO revisions (entity, record_id, version, "values", actor_id, at)
  VALUES (
    TG_ARGV[0], NEW.id, NEW.version,
    to_jsonb(NEW) - ARRAY['views', 'likes', 'plays', 'downloads', 'rev', 'version', 'created_at', 'updated_at'],
    nullif(current_setting('taalif.actor', true), '')::uuid,
    NEW.updated_at
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER poems_revision AFTER INSERT ON poems FOR EACH ROW EXECUTE FUNCTION taalif_keep_revision('poems');
--> statement-breakpoint
CREATE TRIGGER poems_revision_update AFTER UPDATE ON poems FOR EACH ROW WHEN (NEW.version <> OLD.version) EXECUTE FUNCTION taalif_keep_revision('poems');
--> statement-breakpoint
CREATE TRIGGER poets_revision AFTER INSERT ON poets FOR EACH ROW EXECUTE FUNCTION taalif_keep_revision('poets');
--> statement-breakpoint
CREATE TRIGGER poets_revision_update AFTER UPDATE ON poets FOR EACH ROW WHEN (NEW.version <> OLD.version) EXECUTE FUNCTION taalif_keep_revision('poets');
--> statement-breakpoint
CREATE TRIGGER difficult_words_revision AFTER INSERT ON difficult_words FOR EACH ROW EXECUTE FUNCTION taalif_keep_revision('difficult-words');
--> statement-breakpoint
CREATE TRIGGER difficult_words_revision_update AFTER UPDATE ON difficult_words FOR EACH ROW WHEN (NEW.version <> OLD.version) EXECUTE FUNCTION taalif_keep_revision('difficult-words');
--> statement-breakpoint
CREATE TRIGGER audios_revision AFTER INSERT ON audios FOR EACH ROW EXECUTE FUNCTION taalif_keep_revision('audios');
--> statement-breakpoint
CREATE TRIGGER audios_revision_update AFTER UPDATE ON audios FOR EACH ROW WHEN (NEW.version <> OLD.version) EXECUTE FUNCTION taalif_keep_revision('audios');
--> statement-breakpoint
INSERT INTO revisions (entity, record_id, version, "values", actor_id, at)
  SELECT 'poems', id, version, to_jsonb(t) - ARRAY['views', 'likes', 'plays', 'downloads', 'rev', 'version', 'created_at', 'updated_at'], NULL, updated_at
  FROM poems t ORDER BY created_at, id;
--> statement-breakpoint
INSERT INTO revisions (entity, record_id, version, "values", actor_id, at)
  SELECT 'poets', id, version, to_jsonb(t) - ARRAY['views', 'likes', 'plays', 'downloads', 'rev', 'version', 'created_at', 'updated_at'], NULL, updated_at
  FROM poets t ORDER BY created_at, id;
--> statement-breakpoint
INSERT INTO revisions (entity, record_id, version, "values", actor_id, at)
  SELECT 'difficult-words', id, version, to_jsonb(t) - ARRAY['views', 'likes', 'plays', 'downloads', 'rev', 'version', 'created_at', 'updated_at'], NULL, updated_at
  FROM difficult_words t ORDER BY created_at, id;
--> statement-breakpoint
INSERT INTO revisions (entity, record_id, version, "values", actor_id, at)
  SELECT 'audios', id, version, to_jsonb(t) - ARRAY['views', 'likes', 'plays', 'downloads', 'rev', 'version', 'created_at', 'updated_at'], NULL, updated_at
  FROM audios t ORDER BY created_at, id;
