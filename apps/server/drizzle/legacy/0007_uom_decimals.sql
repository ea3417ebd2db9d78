-- Issue 14: a unit of measure says how many decimals its quantities are entered, checked and shown with
-- (0 to 3: NOS 0, KGS 3). Units kept before get 3, the most a quantity is stored with, so that no quantity
-- saved before is refused on its next edit; NULL (cleared) means 3 too (decision 0607).
ALTER TABLE uom ADD COLUMN decimals integer DEFAULT 3 CONSTRAINT uom_decimals_range CHECK (decimals BETWEEN 0 AND 3);
