CREATE TABLE "upload_owners" (
	"upload_id" text NOT NULL,
	"advertiser_id" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_owners_advertiser_id_upload_id_pk" PRIMARY KEY("advertiser_id","upload_id")
);
--> statement-breakpoint
ALTER TABLE "upload_owners" ADD CONSTRAINT "upload_owners_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_owners" ADD CONSTRAINT "upload_owners_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_owners_upload_idx" ON "upload_owners" USING btree ("upload_id");--> statement-breakpoint
-- Images stored before owners were recorded belong to whoever uploaded them first; their age counts from then.
INSERT INTO "upload_owners" ("upload_id", "advertiser_id", "uploaded_at")
SELECT "id", "uploaded_by", "created_at" FROM "uploads" WHERE "uploaded_by" IS NOT NULL;
