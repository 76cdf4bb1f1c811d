CREATE TABLE "clicks" (
	"id" text PRIMARY KEY NOT NULL,
	"advertiser_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"context" jsonb NOT NULL,
	"uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"postback_id" integer NOT NULL,
	"click_id" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"advertiser_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"payout_micros" bigint NOT NULL,
	"context" jsonb NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postback_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "postback_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"postback_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"click_id" text,
	"payout" text,
	"campaign_id" integer,
	"test" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postbacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "postbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"advertiser_id" integer NOT NULL,
	"token" text NOT NULL,
	"name" text NOT NULL,
	"payout_micros" bigint,
	"window_days" integer NOT NULL,
	"allow_repeats" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retargeting_members" (
	"pixel_id" integer NOT NULL,
	"uid" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "retargeting_members_pkey" PRIMARY KEY("pixel_id","uid")
);
--> statement-breakpoint
CREATE TABLE "retargeting_pixels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retargeting_pixels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"advertiser_id" integer NOT NULL,
	"token" text NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL,
	"membership_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_postback_id_postbacks_id_fk" FOREIGN KEY ("postback_id") REFERENCES "public"."postbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postback_log" ADD CONSTRAINT "postback_log_postback_id_postbacks_id_fk" FOREIGN KEY ("postback_id") REFERENCES "public"."postbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postbacks" ADD CONSTRAINT "postbacks_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retargeting_members" ADD CONSTRAINT "retargeting_members_pixel_id_retargeting_pixels_id_fk" FOREIGN KEY ("pixel_id") REFERENCES "public"."retargeting_pixels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retargeting_pixels" ADD CONSTRAINT "retargeting_pixels_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clicks_recent_idx" ON "clicks" USING btree ("advertiser_id","created_at");--> statement-breakpoint
CREATE INDEX "clicks_uncounted_idx" ON "clicks" USING btree ("created_at") WHERE not "clicks"."counted";--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_dedupe_key" ON "conversions" USING btree ("postback_id","click_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "conversions_goal_idx" ON "conversions" USING btree ("postback_id","created_at");--> statement-breakpoint
CREATE INDEX "conversions_uncounted_idx" ON "conversions" USING btree ("created_at") WHERE not "conversions"."counted";--> statement-breakpoint
CREATE INDEX "postback_log_goal_idx" ON "postback_log" USING btree ("postback_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "postbacks_token_key" ON "postbacks" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "postbacks_name_key" ON "postbacks" USING btree ("advertiser_id",lower("name"));--> statement-breakpoint
CREATE INDEX "postbacks_list_idx" ON "postbacks" USING btree ("advertiser_id","created_at");--> statement-breakpoint
CREATE INDEX "retargeting_members_size_idx" ON "retargeting_members" USING btree ("pixel_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "retargeting_pixels_token_key" ON "retargeting_pixels" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "retargeting_pixels_name_key" ON "retargeting_pixels" USING btree ("advertiser_id",lower("name"));--> statement-breakpoint
CREATE INDEX "retargeting_pixels_list_idx" ON "retargeting_pixels" USING btree ("advertiser_id","created_at");