-- The bidder keeps what the panel configured in memory and reloads it when this says something
-- changed (docs/bidder.md). Statement triggers: one notice per statement, however many rows, and
-- PostgreSQL folds identical notices of one transaction into one.
CREATE OR REPLACE FUNCTION bidder_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bidder_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaigns_bidder_notify AFTER INSERT OR UPDATE OR DELETE ON campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION bidder_notify();
--> statement-breakpoint
CREATE TRIGGER creatives_bidder_notify AFTER INSERT OR UPDATE OR DELETE ON creatives
  FOR EACH STATEMENT EXECUTE FUNCTION bidder_notify();
--> statement-breakpoint
CREATE TRIGGER ssp_endpoints_bidder_notify AFTER INSERT OR UPDATE OR DELETE ON ssp_endpoints
  FOR EACH STATEMENT EXECUTE FUNCTION bidder_notify();
--> statement-breakpoint
-- Not on the token's last use, which the bidder itself writes.
CREATE TRIGGER advertiser_ssps_bidder_notify
  AFTER INSERT OR DELETE OR UPDATE OF enabled, qps_cap, margin_bp, token_hash ON advertiser_ssps
  FOR EACH STATEMENT EXECUTE FUNCTION bidder_notify();
--> statement-breakpoint
CREATE TRIGGER guest_ssp_tokens_bidder_notify
  AFTER INSERT OR DELETE OR UPDATE OF token_hash, status, advertiser_id ON guest_ssp_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION bidder_notify();
--> statement-breakpoint
CREATE TRIGGER publisher_sites_bidder_notify AFTER INSERT OR UPDATE OR DELETE ON publisher_sites
  FOR EACH STATEMENT EXECUTE FUNCTION bidder_notify();
--> statement-breakpoint
CREATE TRIGGER publisher_zones_bidder_notify AFTER INSERT OR UPDATE OR DELETE ON publisher_zones
  FOR EACH STATEMENT EXECUTE FUNCTION bidder_notify();
--> statement-breakpoint
CREATE TRIGGER campaign_protected_zones_bidder_notify AFTER INSERT OR UPDATE OR DELETE ON campaign_protected_zones
  FOR EACH STATEMENT EXECUTE FUNCTION bidder_notify();
--> statement-breakpoint
-- Audience members change with every click and pixel hit: those get their own channel, and the
-- bidder reads only the rows changed since its last read (updated_at).
CREATE OR REPLACE FUNCTION retargeting_members_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER retargeting_members_touch BEFORE UPDATE ON retargeting_members
  FOR EACH ROW EXECUTE FUNCTION retargeting_members_touch();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bidder_notify_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bidder_members', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER retargeting_members_bidder_notify AFTER INSERT OR UPDATE ON retargeting_members
  FOR EACH STATEMENT EXECUTE FUNCTION bidder_notify_members();
--> statement-breakpoint
CREATE TRIGGER retargeting_pixels_bidder_notify AFTER INSERT OR UPDATE OR DELETE ON retargeting_pixels
  FOR EACH STATEMENT EXECUTE FUNCTION bidder_notify();
