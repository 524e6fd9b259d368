CREATE TABLE "trash" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"title" text NOT NULL,
	"parent_title" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" uuid,
	"deleted_by_email" text,
	"rows" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trash_deleted_at_idx" ON "trash" USING btree ("deleted_at");