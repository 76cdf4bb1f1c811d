-- Server processes on PostgreSQL keep campaign list answers in memory between changes
-- (src/modules/campaigns/list-changes.ts). These notices tell every process whose lists changed:
-- a campaign, a creative (the counts), a group (its name) or the campaign cube (the figures).
-- The payload is the advertisers whose rows changed, comma-separated, or `*` for all of them (a
-- TRUNCATE, or too many to name). Statement triggers over the changed rows: a statement that
-- changed none (an idle flush, an update that matched nothing) sends nothing, and PostgreSQL
-- folds the identical notices of one transaction into one, sent at its commit.
CREATE OR REPLACE FUNCTION campaign_lists_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    owners := '*';
  ELSIF TG_OP = 'UPDATE' THEN
    -- An update may move a row to another owner: both lists changed.
    SELECT string_agg(id::text, ',') INTO owners
      FROM (SELECT advertiser_id AS id FROM changed UNION SELECT advertiser_id FROM before) AS o;
  ELSE
    SELECT string_agg(DISTINCT advertiser_id::text, ',') INTO owners FROM changed;
  END IF;
  IF owners IS NULL THEN
    RETURN NULL;
  END IF;
  -- A payload is at most 8,000 bytes.
  IF length(owners) > 7000 THEN
    owners := '*';
  END IF;
  PERFORM pg_notify('campaign_lists', owners);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['campaigns', 'creatives', 'campaign_groups', 'stats_adv_campaign'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed '
      'FOR EACH STATEMENT EXECUTE FUNCTION campaign_lists_notify()', name || '_lists_insert', name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS before NEW TABLE AS changed '
      'FOR EACH STATEMENT EXECUTE FUNCTION campaign_lists_notify()', name || '_lists_update', name);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed '
      'FOR EACH STATEMENT EXECUTE FUNCTION campaign_lists_notify()', name || '_lists_delete', name);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION campaign_lists_notify()', name || '_lists_truncate', name);
  END LOOP;
END $$;
