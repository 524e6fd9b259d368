-- A reader's own library: the operations their devices pushed (one row each, named per account by
-- its clock stamp, so a retried push stores nothing twice) and the generation an erase moves on.
-- Private to the account, deleted with it.
CREATE TABLE "library_generations" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"generation" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_ops" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"hlc" text NOT NULL,
	"device" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_generations" ADD CONSTRAINT "library_generations_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_ops" ADD CONSTRAINT "library_ops_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_ops_account_hlc_idx" ON "library_ops" USING btree ("account_id","hlc");--> statement-breakpoint
CREATE INDEX "library_ops_account_seq_idx" ON "library_ops" USING btree ("account_id","seq");