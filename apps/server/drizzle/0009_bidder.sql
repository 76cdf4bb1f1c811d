CREATE TABLE "campaign_spend" (
	"campaign_id" integer NOT NULL,
	"day" date NOT NULL,
	"spent_micros" bigint DEFAULT 0 NOT NULL,
	"reserved_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_spend_pkey" PRIMARY KEY("campaign_id","day")
);
--> statement-breakpoint
CREATE TABLE "campaign_spend_totals" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"spent_micros" bigint DEFAULT 0 NOT NULL,
	"reserved_micros" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_funnel" (
	"campaign_id" integer NOT NULL,
	"minute" integer NOT NULL,
	"stage" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"min_price_micros" bigint,
	"max_price_micros" bigint,
	CONSTRAINT "delivery_funnel_pkey" PRIMARY KEY("campaign_id","minute","stage")
);
--> statement-breakpoint
ALTER TABLE "ssp_endpoints" ADD COLUMN "require_token" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "retargeting_members" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_spend" ADD CONSTRAINT "campaign_spend_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_spend_totals" ADD CONSTRAINT "campaign_spend_totals_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_funnel" ADD CONSTRAINT "delivery_funnel_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retargeting_members_changed_idx" ON "retargeting_members" USING btree ("updated_at");