CREATE TABLE "optimization_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "optimization_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"advertiser_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"rule_id" integer,
	"rule_kind" text NOT NULL,
	"rule_name" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"item" text NOT NULL,
	"figures" jsonb NOT NULL,
	"list_mode" text,
	"previous" jsonb,
	"bid_before_micros" bigint,
	"bid_after_micros" bigint,
	"expires_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"undone_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "optimization_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "optimization_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"advertiser_id" integer NOT NULL,
	"rules" integer NOT NULL,
	"actions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "optimization_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "optimization_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"advertiser_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"campaign_ids" jsonb NOT NULL,
	"dimension" text NOT NULL,
	"window_unit" text NOT NULL,
	"window_value" integer NOT NULL,
	"evidence_metric" text NOT NULL,
	"evidence_value" bigint NOT NULL,
	"conditions" jsonb NOT NULL,
	"conversion_delay_hours" integer NOT NULL,
	"action" jsonb NOT NULL,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "optimization_actions" ADD CONSTRAINT "optimization_actions_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimization_actions" ADD CONSTRAINT "optimization_actions_round_id_optimization_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."optimization_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimization_actions" ADD CONSTRAINT "optimization_actions_rule_id_optimization_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."optimization_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimization_actions" ADD CONSTRAINT "optimization_actions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimization_rounds" ADD CONSTRAINT "optimization_rounds_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimization_rules" ADD CONSTRAINT "optimization_rules_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "optimization_actions_rule_idx" ON "optimization_actions" USING btree ("advertiser_id","rule_id","created_at");--> statement-breakpoint
CREATE INDEX "optimization_actions_campaign_idx" ON "optimization_actions" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "optimization_actions_round_idx" ON "optimization_actions" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "optimization_actions_item_idx" ON "optimization_actions" USING btree ("rule_id","campaign_id","item");--> statement-breakpoint
CREATE INDEX "optimization_actions_expiry_idx" ON "optimization_actions" USING btree ("expires_at") WHERE "optimization_actions"."undone_at" is null and "optimization_actions"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "optimization_rounds_advertiser_idx" ON "optimization_rounds" USING btree ("advertiser_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "optimization_rules_name_key" ON "optimization_rules" USING btree ("advertiser_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "optimization_rules_due_idx" ON "optimization_rules" USING btree ("status","last_run_at");