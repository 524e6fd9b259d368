CREATE TABLE "drift_reports" (
	"audio_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"timing" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drift_reports_audio_id_timing_device_id_pk" PRIMARY KEY("audio_id","timing","device_id")
);
--> statement-breakpoint
ALTER TABLE "drift_reports" ADD CONSTRAINT "drift_reports_audio_id_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audios"("id") ON DELETE cascade ON UPDATE no action;