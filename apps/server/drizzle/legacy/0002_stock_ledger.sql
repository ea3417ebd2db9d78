-- Stock (ARCHITECTURE "Stock", decision 0601): an append-only ledger of movements plus one balance row
-- per item and stock area, written in the same transaction with the balance rows locked, so that
-- concurrent postings never lose or double-count stock and never drive it negative.

CREATE TABLE stock_ledger (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisation (id),
  item_id bigint NOT NULL,
  stock_area_id bigint NOT NULL,
  -- What moved the stock: OPENING now; inward, outward, transfers and adjustments come with their issues.
  movement text NOT NULL CHECK (movement <> ''),
  -- The document that posted the movement (an opening stock upload: OS-<date>-<n>).
  document_no text NOT NULL,
  -- Signed: positive in, negative out; in the item's unit of measure.
  quantity numeric(14, 3) NOT NULL CHECK (quantity <> 0),
  rate numeric(14, 2) NOT NULL CHECK (rate >= 0),
  balance_after numeric(14, 3) NOT NULL CHECK (balance_after >= 0),
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (org_id, item_id) REFERENCES item (org_id, id),
  FOREIGN KEY (org_id, stock_area_id) REFERENCES entity (org_id, id)
);
CREATE INDEX stock_ledger_by_place ON stock_ledger (org_id, item_id, stock_area_id, id);
CREATE INDEX stock_ledger_by_area ON stock_ledger (org_id, stock_area_id);
CREATE INDEX stock_ledger_by_document ON stock_ledger (org_id, document_no);
-- An item has one opening balance per stock area: a sheet posted twice is refused, not double-counted.
CREATE UNIQUE INDEX stock_ledger_one_opening ON stock_ledger (org_id, item_id, stock_area_id)
  WHERE movement = 'OPENING';

-- Append-only: a posted movement is corrected by another movement, never changed or removed.
CREATE FUNCTION stock_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_ledger is append-only: post a correcting movement instead';
END;
$$;
CREATE TRIGGER stock_ledger_no_update BEFORE UPDATE OR DELETE ON stock_ledger
  FOR EACH ROW EXECUTE FUNCTION stock_ledger_append_only();
CREATE TRIGGER stock_ledger_no_truncate BEFORE TRUNCATE ON stock_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION stock_ledger_append_only();

CREATE TABLE stock_balance (
  org_id bigint NOT NULL REFERENCES organisation (id),
  item_id bigint NOT NULL,
  stock_area_id bigint NOT NULL,
  quantity numeric(14, 3) NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  -- The stock's value at the rates it came in at (quantity × rate summed over the movements in).
  value numeric(16, 2) NOT NULL DEFAULT 0 CHECK (value >= 0),
  version integer NOT NULL DEFAULT 1,
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, item_id, stock_area_id),
  FOREIGN KEY (org_id, item_id) REFERENCES item (org_id, id),
  FOREIGN KEY (org_id, stock_area_id) REFERENCES entity (org_id, id)
);
CREATE INDEX stock_balance_by_area ON stock_balance (org_id, stock_area_id);
