-- Take the change-feed lock before any row is locked (DESIGN.md section 5).
-- The row triggers of 0001 take pg_advisory_xact_lock after PostgreSQL has locked the row,
-- so a transaction writing several content rows could deadlock with a writer of one of
-- its later rows. A BEFORE ... FOR EACH STATEMENT trigger runs before the statement
-- locks any row: every content writer then queues on the advisory lock first, and content
-- writes are serialized without lock-order cycles. (The row-level call stays: it is
-- re-entrant and keeps cascaded writes covered.)
CREATE OR REPLACE FUNCTION taalif_feed_lock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7253716);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER poets_feed_lock BEFORE INSERT OR UPDATE OR DELETE ON poets FOR EACH STATEMENT EXECUTE FUNCTION taalif_feed_lock();
--> statement-breakpoint
CREATE TRIGGER poems_feed_lock BEFORE INSERT OR UPDATE OR DELETE ON poems FOR EACH STATEMENT EXECUTE FUNCTION taalif_feed_lock();
--> statement-breakpoint
CREATE TRIGGER themes_feed_lock BEFORE INSERT OR UPDATE OR DELETE ON themes FOR EACH STATEMENT EXECUTE FUNCTION taalif_feed_lock();
--> statement-breakpoint
CREATE TRIGGER tags_feed_lock BEFORE INSERT OR UPDATE OR DELETE ON tags FOR EACH STATEMENT EXECUTE FUNCTION taalif_feed_lock();
--> statement-breakpoint
CREATE TRIGGER singers_feed_lock BEFORE INSERT OR UPDATE OR DELETE ON singers FOR EACH STATEMENT EXECUTE FUNCTION taalif_feed_lock();
--> statement-breakpoint
CREATE TRIGGER audios_feed_lock BEFORE INSERT OR UPDATE OR DELETE ON audios FOR EACH STATEMENT EXECUTE FUNCTION taalif_feed_lock();
--> statement-breakpoint
CREATE TRIGGER difficult_words_feed_lock BEFORE INSERT OR UPDATE OR DELETE ON difficult_words FOR EACH STATEMENT EXECUTE FUNCTION taalif_feed_lock();
