CREATE TABLE "crm_dealer_product_json" (
	"dealer_id" uuid NOT NULL,
	"division" text NOT NULL,
	"products" json NOT NULL,
	CONSTRAINT "crm_dealer_product_json_dealer_id_division_pk" PRIMARY KEY("dealer_id","division")
);
--> statement-breakpoint
ALTER TABLE "crm_dealer_product_json" ADD CONSTRAINT "crm_dealer_product_json_dealer_id_crm_dealer_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."crm_dealer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The dealer search (server/areas/crm/dealer-search.ts) reads each dealer's products from
-- crm_dealer_product_json instead of aggregating them per dealer and search. The triggers below
-- keep it equal to what that aggregation gives: per statement, for the dealers it touched.
CREATE OR REPLACE FUNCTION crm_dealer_product_json_refresh(dealers uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM crm_dealer_product_json WHERE dealer_id = ANY(dealers);
  INSERT INTO crm_dealer_product_json (dealer_id, division, products)
  SELECT dp.dealer_id, coalesce(p.division, ''),
    json_agg(json_build_object(
      'productName', p.product_name, 'productKey', p.product_key, 'branchSubCode', p.branch_sub_code
    ) ORDER BY p.sort_order, p.product_name, p.product_key)
  FROM crm_dealer_product dp JOIN crm_product p ON p.product_key = dp.product_key
  -- A dealer deleted in the same statement (ON DELETE CASCADE) gets no rows.
  WHERE dp.dealer_id = ANY(dealers) AND EXISTS (SELECT 1 FROM crm_dealer d WHERE d.id = dp.dealer_id)
  -- One row per division and one ('') with every product of the dealer.
  GROUP BY GROUPING SETS ((dp.dealer_id, p.division), (dp.dealer_id));
$$;--> statement-breakpoint
-- Transition tables need one trigger per event (PostgreSQL); one function serves them all.
CREATE OR REPLACE FUNCTION crm_dealer_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM crm_dealer_product_json_refresh(array(SELECT DISTINCT dealer_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM crm_dealer_product_json_refresh(array(SELECT DISTINCT dealer_id FROM old_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM crm_dealer_product_json_refresh(
      array(SELECT dealer_id FROM new_rows UNION SELECT dealer_id FROM old_rows));
  ELSE
    DELETE FROM crm_dealer_product_json;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER crm_dealer_product_json_insert AFTER INSERT ON crm_dealer_product
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_dealer_product_changed();--> statement-breakpoint
CREATE TRIGGER crm_dealer_product_json_delete AFTER DELETE ON crm_dealer_product
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_dealer_product_changed();--> statement-breakpoint
CREATE TRIGGER crm_dealer_product_json_update AFTER UPDATE ON crm_dealer_product
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crm_dealer_product_changed();--> statement-breakpoint
CREATE TRIGGER crm_dealer_product_json_truncate AFTER TRUNCATE ON crm_dealer_product
  FOR EACH STATEMENT EXECUTE FUNCTION crm_dealer_product_changed();--> statement-breakpoint
-- A product renamed, re-sorted or moved to another division: the dealers holding it. Only rows
-- that changed count, so the demo seed's upsert of unchanged products (every start) costs nothing.
-- New products have no dealers yet; deleted ones cascade to crm_dealer_product.
CREATE OR REPLACE FUNCTION crm_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM crm_dealer_product_json_refresh(array(
    SELECT DISTINCT dp.dealer_id FROM crm_dealer_product dp
    WHERE dp.product_key IN (
      SELECT product_key FROM (SELECT * FROM new_rows EXCEPT SELECT * FROM old_rows) changed
      UNION SELECT product_key FROM (SELECT * FROM old_rows EXCEPT SELECT * FROM new_rows) changed)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER crm_product_json_update AFTER UPDATE ON crm_product
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crm_product_changed();--> statement-breakpoint
SELECT crm_dealer_product_json_refresh(array(SELECT DISTINCT dealer_id FROM crm_dealer_product));
