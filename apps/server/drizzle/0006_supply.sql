CREATE SEQUENCE "public"."supply_endpoint_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "advertiser_ssps" (
	"advertiser_id" integer NOT NULL,
	"ssp_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"qps_cap" integer,
	"margin_bp" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"token_hash" text,
	"token_prefix" text,
	"token_created_at" timestamp with time zone,
	"token_last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertiser_ssps_advertiser_id_ssp_id_pk" PRIMARY KEY("advertiser_id","ssp_id")
);
--> statement-breakpoint
CREATE TABLE "guest_ssp_tokens" (
	"id" integer PRIMARY KEY DEFAULT nextval('supply_endpoint_ids') NOT NULL,
	"guest_id" integer NOT NULL,
	"advertiser_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text,
	"token_prefix" text NOT NULL,
	"status" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_codes" (
	"advertiser_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publisher_sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publisher_sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"publisher_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"category_id" integer,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publisher_zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publisher_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"publisher_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"ad_format" text NOT NULL,
	"width" integer,
	"height" integer,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ssp_endpoints" (
	"id" integer PRIMARY KEY DEFAULT nextval('supply_endpoint_ids') NOT NULL,
	"advertiser_id" integer NOT NULL,
	"ssp_id" integer NOT NULL,
	"name" text NOT NULL,
	"parser_id" integer NOT NULL,
	"ad_formats" jsonb NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qps_limit" integer,
	"bid_floor_micros" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertiser_ssps" ADD CONSTRAINT "advertiser_ssps_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_ssp_tokens" ADD CONSTRAINT "guest_ssp_tokens_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_ssp_tokens" ADD CONSTRAINT "guest_ssp_tokens_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_codes" ADD CONSTRAINT "partner_codes_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_sites" ADD CONSTRAINT "publisher_sites_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_zones" ADD CONSTRAINT "publisher_zones_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_zones" ADD CONSTRAINT "publisher_zones_site_id_publisher_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."publisher_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssp_endpoints" ADD CONSTRAINT "ssp_endpoints_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advertiser_ssps_token_key" ON "advertiser_ssps" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_ssp_tokens_token_key" ON "guest_ssp_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "guest_ssp_tokens_guest_idx" ON "guest_ssp_tokens" USING btree ("guest_id","created_at");--> statement-breakpoint
CREATE INDEX "guest_ssp_tokens_advertiser_idx" ON "guest_ssp_tokens" USING btree ("advertiser_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_codes_code_key" ON "partner_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "publisher_sites_list_idx" ON "publisher_sites" USING btree ("publisher_id","status","created_at");--> statement-breakpoint
CREATE INDEX "publisher_zones_list_idx" ON "publisher_zones" USING btree ("publisher_id","status","created_at");--> statement-breakpoint
CREATE INDEX "publisher_zones_site_idx" ON "publisher_zones" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "ssp_endpoints_list_idx" ON "ssp_endpoints" USING btree ("advertiser_id","status","created_at");