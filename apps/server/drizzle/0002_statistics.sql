CREATE TABLE "stats_adv_audience" (
	"advertiser_id" integer NOT NULL,
	"hour" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"creative_id" integer NOT NULL,
	"ad_format" text NOT NULL,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"os_id" integer NOT NULL,
	"browser_id" integer NOT NULL,
	"device_type" integer NOT NULL,
	"connection_type" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"language" text NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"bids" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"spend_micros" bigint DEFAULT 0 NOT NULL,
	"revenue_micros" bigint DEFAULT 0 NOT NULL,
	"payout_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_adv_audience_pkey" PRIMARY KEY("advertiser_id","hour","campaign_id","creative_id","ad_format","country","region","os_id","browser_id","device_type","connection_type","carrier_id","language")
);
--> statement-breakpoint
CREATE TABLE "stats_adv_campaign" (
	"advertiser_id" integer NOT NULL,
	"hour" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"bids" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"spend_micros" bigint DEFAULT 0 NOT NULL,
	"revenue_micros" bigint DEFAULT 0 NOT NULL,
	"payout_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_adv_campaign_pkey" PRIMARY KEY("advertiser_id","hour","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "stats_adv_country" (
	"advertiser_id" integer NOT NULL,
	"hour" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"ad_format" text NOT NULL,
	"country" text NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"bids" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"spend_micros" bigint DEFAULT 0 NOT NULL,
	"revenue_micros" bigint DEFAULT 0 NOT NULL,
	"payout_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_adv_country_pkey" PRIMARY KEY("advertiser_id","hour","campaign_id","ad_format","country")
);
--> statement-breakpoint
CREATE TABLE "stats_adv_creative" (
	"advertiser_id" integer NOT NULL,
	"hour" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"creative_id" integer NOT NULL,
	"ad_format" text NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"bids" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"spend_micros" bigint DEFAULT 0 NOT NULL,
	"revenue_micros" bigint DEFAULT 0 NOT NULL,
	"payout_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_adv_creative_pkey" PRIMARY KEY("advertiser_id","hour","campaign_id","creative_id","ad_format")
);
--> statement-breakpoint
CREATE TABLE "stats_adv_supply" (
	"advertiser_id" integer NOT NULL,
	"hour" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"ad_format" text NOT NULL,
	"country" text NOT NULL,
	"ssp_id" integer NOT NULL,
	"ssp_endpoint_id" integer NOT NULL,
	"site_id" text NOT NULL,
	"zone_id" text NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"bids" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"spend_micros" bigint DEFAULT 0 NOT NULL,
	"revenue_micros" bigint DEFAULT 0 NOT NULL,
	"payout_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_adv_supply_pkey" PRIMARY KEY("advertiser_id","hour","campaign_id","ad_format","country","ssp_id","ssp_endpoint_id","site_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "stats_adv_total" (
	"advertiser_id" integer NOT NULL,
	"hour" integer NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"bids" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"spend_micros" bigint DEFAULT 0 NOT NULL,
	"revenue_micros" bigint DEFAULT 0 NOT NULL,
	"payout_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_adv_total_pkey" PRIMARY KEY("advertiser_id","hour")
);
--> statement-breakpoint
CREATE TABLE "stats_floors" (
	"advertiser_id" integer NOT NULL,
	"hour" integer NOT NULL,
	"ssp_id" integer NOT NULL,
	"ad_format" text NOT NULL,
	"bucket" smallint NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"min_micros" bigint NOT NULL,
	"max_micros" bigint NOT NULL,
	CONSTRAINT "stats_floors_pkey" PRIMARY KEY("advertiser_id","hour","ssp_id","ad_format","bucket")
);
--> statement-breakpoint
CREATE TABLE "stats_guest_audience" (
	"guest_ssp_id" integer NOT NULL,
	"hour" integer NOT NULL,
	"ssp_endpoint_id" integer NOT NULL,
	"ad_format" text NOT NULL,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"os_id" integer NOT NULL,
	"browser_id" integer NOT NULL,
	"device_type" integer NOT NULL,
	"connection_type" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"language" text NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"bids" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"spend_micros" bigint DEFAULT 0 NOT NULL,
	"revenue_micros" bigint DEFAULT 0 NOT NULL,
	"payout_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_guest_audience_pkey" PRIMARY KEY("guest_ssp_id","hour","ssp_endpoint_id","ad_format","country","region","os_id","browser_id","device_type","connection_type","carrier_id","language")
);
--> statement-breakpoint
CREATE TABLE "stats_guest_total" (
	"guest_ssp_id" integer NOT NULL,
	"hour" integer NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"bids" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"spend_micros" bigint DEFAULT 0 NOT NULL,
	"revenue_micros" bigint DEFAULT 0 NOT NULL,
	"payout_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_guest_total_pkey" PRIMARY KEY("guest_ssp_id","hour")
);
--> statement-breakpoint
CREATE TABLE "stats_pub_audience" (
	"publisher_id" integer NOT NULL,
	"hour" integer NOT NULL,
	"site_id" text NOT NULL,
	"ad_format" text NOT NULL,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"os_id" integer NOT NULL,
	"browser_id" integer NOT NULL,
	"device_type" integer NOT NULL,
	"connection_type" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"language" text NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"bids" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"spend_micros" bigint DEFAULT 0 NOT NULL,
	"revenue_micros" bigint DEFAULT 0 NOT NULL,
	"payout_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_pub_audience_pkey" PRIMARY KEY("publisher_id","hour","site_id","ad_format","country","region","os_id","browser_id","device_type","connection_type","carrier_id","language")
);
--> statement-breakpoint
CREATE TABLE "stats_pub_supply" (
	"publisher_id" integer NOT NULL,
	"hour" integer NOT NULL,
	"site_id" text NOT NULL,
	"zone_id" text NOT NULL,
	"ad_format" text NOT NULL,
	"country" text NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"bids" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"spend_micros" bigint DEFAULT 0 NOT NULL,
	"revenue_micros" bigint DEFAULT 0 NOT NULL,
	"payout_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_pub_supply_pkey" PRIMARY KEY("publisher_id","hour","site_id","zone_id","ad_format","country")
);
--> statement-breakpoint
CREATE TABLE "stats_pub_total" (
	"publisher_id" integer NOT NULL,
	"hour" integer NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"bids" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"spend_micros" bigint DEFAULT 0 NOT NULL,
	"revenue_micros" bigint DEFAULT 0 NOT NULL,
	"payout_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_pub_total_pkey" PRIMARY KEY("publisher_id","hour")
);
