CREATE TABLE "stats_versions" (
	"scope" text NOT NULL,
	"scope_id" integer NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "stats_versions_pkey" PRIMARY KEY("scope","scope_id")
);
--> statement-breakpoint
-- Each statement that writes a cube bumps the version of every owner whose rows it wrote, in the
-- same transaction: a cached report (src/modules/statistics/report-cache.ts) is served only while
-- its owner's version is the one it was read under. One row per owner, bumped in owner order.
-- (The ingestion bumps all its owners first, in one order, so concurrent flushes cannot deadlock
-- here: src/modules/statistics/ingest.ts bumpVersions.) TG_ARGV: the scope's name, then its column.
CREATE OR REPLACE FUNCTION stats_bump_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO stats_versions (scope, scope_id) '
    'SELECT %L, id FROM (SELECT DISTINCT %I AS id FROM changed) AS owners ORDER BY id '
    'ON CONFLICT (scope, scope_id) DO UPDATE SET version = stats_versions.version + 1',
    TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update may move rows to another owner: both the old and the new owner changed.
CREATE OR REPLACE FUNCTION stats_bump_versions_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO stats_versions (scope, scope_id) '
    'SELECT %L, id FROM (SELECT %I AS id FROM changed UNION SELECT %I FROM before) AS owners ORDER BY id '
    'ON CONFLICT (scope, scope_id) DO UPDATE SET version = stats_versions.version + 1',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[1]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE names no rows: every owner of the scope changed.
CREATE OR REPLACE FUNCTION stats_bump_versions_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stats_versions SET version = version + 1 WHERE scope = TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  cube record;
BEGIN
  FOR cube IN SELECT * FROM (VALUES
    ('stats_adv_total', 'advertiser', 'advertiser_id'),
    ('stats_adv_campaign', 'advertiser', 'advertiser_id'),
    ('stats_adv_creative', 'advertiser', 'advertiser_id'),
    ('stats_adv_country', 'advertiser', 'advertiser_id'),
    ('stats_adv_supply', 'advertiser', 'advertiser_id'),
    ('stats_adv_audience', 'advertiser', 'advertiser_id'),
    ('stats_pub_total', 'publisher', 'publisher_id'),
    ('stats_pub_supply', 'publisher', 'publisher_id'),
    ('stats_pub_audience', 'publisher', 'publisher_id'),
    ('stats_guest_total', 'guest_ssp', 'guest_ssp_id'),
    ('stats_guest_audience', 'guest_ssp', 'guest_ssp_id')
  ) AS t(name, scope, col) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed '
      'FOR EACH STATEMENT EXECUTE FUNCTION stats_bump_versions(%L, %L)',
      cube.name || '_version_insert', cube.name, cube.scope, cube.col);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS before NEW TABLE AS changed '
      'FOR EACH STATEMENT EXECUTE FUNCTION stats_bump_versions_update(%L, %L)',
      cube.name || '_version_update', cube.name, cube.scope, cube.col);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed '
      'FOR EACH STATEMENT EXECUTE FUNCTION stats_bump_versions(%L, %L)',
      cube.name || '_version_delete', cube.name, cube.scope, cube.col);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION stats_bump_versions_truncate(%L)',
      cube.name || '_version_truncate', cube.name, cube.scope);
  END LOOP;
END $$;
