CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audios" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"poem_id" uuid NOT NULL,
	"singer_id" uuid,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"duration_sec" real,
	"vtt" text,
	"storage_key" text NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"detail" jsonb,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "difficult_words" (
	"id" uuid PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"definition" text NOT NULL,
	"explanation" text,
	"poem_id" uuid,
	"rev" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poems" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"translations" jsonb,
	"summary" jsonb,
	"historical_context" text,
	"source_url" text,
	"poet_id" uuid NOT NULL,
	"theme_id" uuid,
	"tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"year" integer,
	"cover_url" text,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poems_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "poets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text,
	"name" text NOT NULL,
	"birth_year" integer,
	"death_year" integer,
	"status" text NOT NULL,
	"biography" jsonb,
	"photo_url" text,
	"rev" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "singers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"biography" text,
	"photo_url" text,
	"rev" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text,
	"name" text NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text,
	"name" jsonb NOT NULL,
	"description" text,
	"rev" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "themes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tombstones" (
	"entity" text NOT NULL,
	"id" uuid NOT NULL,
	"rev" bigint NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tombstones_entity_id_pk" PRIMARY KEY("entity","id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"display_name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"role" text DEFAULT 'USER' NOT NULL,
	"photo_url" text,
	"provider" text DEFAULT 'local' NOT NULL,
	"provider_subject" text,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "audios" ADD CONSTRAINT "audios_poem_id_poems_id_fk" FOREIGN KEY ("poem_id") REFERENCES "public"."poems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audios" ADD CONSTRAINT "audios_singer_id_singers_id_fk" FOREIGN KEY ("singer_id") REFERENCES "public"."singers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "difficult_words" ADD CONSTRAINT "difficult_words_poem_id_poems_id_fk" FOREIGN KEY ("poem_id") REFERENCES "public"."poems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poems" ADD CONSTRAINT "poems_poet_id_poets_id_fk" FOREIGN KEY ("poet_id") REFERENCES "public"."poets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poems" ADD CONSTRAINT "poems_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audios_rev_idx" ON "audios" USING btree ("rev");--> statement-breakpoint
CREATE INDEX "audios_poem_idx" ON "audios" USING btree ("poem_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "difficult_words_rev_idx" ON "difficult_words" USING btree ("rev");--> statement-breakpoint
CREATE INDEX "difficult_words_poem_idx" ON "difficult_words" USING btree ("poem_id");--> statement-breakpoint
CREATE INDEX "difficult_words_word_idx" ON "difficult_words" USING btree (lower("word"));--> statement-breakpoint
CREATE INDEX "poems_rev_idx" ON "poems" USING btree ("rev");--> statement-breakpoint
CREATE INDEX "poems_poet_idx" ON "poems" USING btree ("poet_id");--> statement-breakpoint
CREATE INDEX "poems_theme_idx" ON "poems" USING btree ("theme_id");--> statement-breakpoint
CREATE INDEX "poems_title_idx" ON "poems" USING btree ("title");--> statement-breakpoint
CREATE INDEX "poems_tag_ids_idx" ON "poems" USING gin ("tag_ids");--> statement-breakpoint
CREATE INDEX "poets_rev_idx" ON "poets" USING btree ("rev");--> statement-breakpoint
CREATE INDEX "poets_name_idx" ON "poets" USING btree ("name");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "singers_rev_idx" ON "singers" USING btree ("rev");--> statement-breakpoint
CREATE INDEX "tags_rev_idx" ON "tags" USING btree ("rev");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_lower_idx" ON "tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "themes_rev_idx" ON "themes" USING btree ("rev");--> statement-breakpoint
CREATE INDEX "tombstones_rev_idx" ON "tombstones" USING btree ("rev");