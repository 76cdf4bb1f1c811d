ALTER TABLE "stats_adv_audience" ADD COLUMN "visits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_adv_campaign" ADD COLUMN "visits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_adv_country" ADD COLUMN "visits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_adv_creative" ADD COLUMN "visits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_adv_supply" ADD COLUMN "visits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_adv_total" ADD COLUMN "visits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_guest_audience" ADD COLUMN "visits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_guest_total" ADD COLUMN "visits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_pub_audience" ADD COLUMN "visits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_pub_supply" ADD COLUMN "visits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_pub_total" ADD COLUMN "visits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Visits of the statistics kept so far (issue 18: CR per visit): a click, or for formats that open
-- the landing page without one (popunder, direct link) an impression. Cubes with the ad format read it
-- from the row, the campaign cube from the campaign, the totals from the cube below them.
UPDATE "stats_adv_creative" SET "visits" = CASE WHEN "ad_format" IN ('direct link', 'popunder') THEN "impressions" ELSE "clicks" END;--> statement-breakpoint
UPDATE "stats_adv_country" SET "visits" = CASE WHEN "ad_format" IN ('direct link', 'popunder') THEN "impressions" ELSE "clicks" END;--> statement-breakpoint
UPDATE "stats_adv_supply" SET "visits" = CASE WHEN "ad_format" IN ('direct link', 'popunder') THEN "impressions" ELSE "clicks" END;--> statement-breakpoint
UPDATE "stats_adv_audience" SET "visits" = CASE WHEN "ad_format" IN ('direct link', 'popunder') THEN "impressions" ELSE "clicks" END;--> statement-breakpoint
UPDATE "stats_pub_supply" SET "visits" = CASE WHEN "ad_format" IN ('direct link', 'popunder') THEN "impressions" ELSE "clicks" END;--> statement-breakpoint
UPDATE "stats_pub_audience" SET "visits" = CASE WHEN "ad_format" IN ('direct link', 'popunder') THEN "impressions" ELSE "clicks" END;--> statement-breakpoint
UPDATE "stats_guest_audience" SET "visits" = CASE WHEN "ad_format" IN ('direct link', 'popunder') THEN "impressions" ELSE "clicks" END;--> statement-breakpoint
UPDATE "stats_adv_campaign" SET "visits" = "clicks";--> statement-breakpoint
UPDATE "stats_adv_campaign" AS t SET "visits" = t."impressions" FROM "campaigns" AS c WHERE c."id" = t."campaign_id" AND c."ad_format" IN ('direct link', 'popunder');--> statement-breakpoint
UPDATE "stats_adv_total" AS t SET "visits" = s."visits" FROM (SELECT "advertiser_id", "hour", sum("visits") AS "visits" FROM "stats_adv_campaign" GROUP BY 1, 2) AS s WHERE s."advertiser_id" = t."advertiser_id" AND s."hour" = t."hour";--> statement-breakpoint
UPDATE "stats_pub_total" AS t SET "visits" = s."visits" FROM (SELECT "publisher_id", "hour", sum("visits") AS "visits" FROM "stats_pub_supply" GROUP BY 1, 2) AS s WHERE s."publisher_id" = t."publisher_id" AND s."hour" = t."hour";--> statement-breakpoint
UPDATE "stats_guest_total" AS t SET "visits" = s."visits" FROM (SELECT "guest_ssp_id", "hour", sum("visits") AS "visits" FROM "stats_guest_audience" GROUP BY 1, 2) AS s WHERE s."guest_ssp_id" = t."guest_ssp_id" AND s."hour" = t."hour";
