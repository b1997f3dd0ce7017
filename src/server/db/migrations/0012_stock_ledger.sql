CREATE TABLE "stock_held" (
	"holder_id" integer NOT NULL,
	"item_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "stock_held_holder_id_item_id_pk" PRIMARY KEY("holder_id","item_id"),
	CONSTRAINT "stock_held_quantity_check" CHECK ("stock_held"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"asset_id" bigint,
	"quantity" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"holder_id" integer,
	"kind" text NOT NULL,
	"module" text NOT NULL,
	"record_id" bigint NOT NULL,
	"line" integer NOT NULL,
	"reverses" bigint,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_ledger_kind_check" CHECK ("stock_ledger"."kind" in ('receive', 'issue', 'lend', 'return', 'scrap')),
	CONSTRAINT "stock_ledger_holder_check" CHECK ("stock_ledger"."held" = 0 or "stock_ledger"."holder_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "stock_on_hand" (
	"item_id" bigint PRIMARY KEY NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "stock_on_hand_quantity_check" CHECK ("stock_on_hand"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_held" ADD CONSTRAINT "stock_held_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_held" ADD CONSTRAINT "stock_held_item_id_records_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_item_id_records_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_asset_id_records_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_reverses_stock_ledger_id_fk" FOREIGN KEY ("reverses") REFERENCES "public"."stock_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_on_hand" ADD CONSTRAINT "stock_on_hand_item_id_records_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_ledger_posted_uq" ON "stock_ledger" USING btree ("record_id","line") WHERE "stock_ledger"."reverses" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_ledger_reverses_uq" ON "stock_ledger" USING btree ("reverses");--> statement-breakpoint
CREATE INDEX "stock_ledger_item_idx" ON "stock_ledger" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_ledger_holder_idx" ON "stock_ledger" USING btree ("holder_id","item_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_asset_idx" ON "stock_ledger" USING btree ("asset_id");--> statement-breakpoint
-- The ledger is append-only: a correction is a reversing entry, never an edit or a removal.
CREATE OR REPLACE FUNCTION oa_stock_ledger_frozen() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'stock_ledger is append-only: a correction is a reversing entry' USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER stock_ledger_frozen BEFORE UPDATE OR DELETE ON stock_ledger FOR EACH ROW EXECUTE FUNCTION oa_stock_ledger_frozen();
--> statement-breakpoint
CREATE TRIGGER stock_ledger_not_truncated BEFORE TRUNCATE ON stock_ledger FOR EACH STATEMENT EXECUTE FUNCTION oa_stock_ledger_frozen();
--> statement-breakpoint
-- Each entry is added to the quantity in store and to what its holder holds; their checks refuse a quantity below
-- zero, so an entry that would take one there fails with its whole transaction. The item's record shows the
-- quantity on hand (`onHand`), and its version moves, so an edit of the item read before the entry is refused as stale.
CREATE OR REPLACE FUNCTION oa_stock_ledger_post() RETURNS trigger AS $$
DECLARE
  on_hand integer;
BEGIN
  -- A zero row first, then the change: a check is tested on the row an insert proposes, so an insert carrying the
  -- change itself would refuse a withdrawal from an existing balance.
  INSERT INTO stock_on_hand (item_id, quantity) VALUES (NEW.item_id, 0) ON CONFLICT (item_id) DO NOTHING;
  UPDATE stock_on_hand SET quantity = quantity + NEW.quantity WHERE item_id = NEW.item_id RETURNING quantity INTO on_hand;
  IF NEW.held <> 0 THEN
    INSERT INTO stock_held (holder_id, item_id, quantity) VALUES (NEW.holder_id, NEW.item_id, 0) ON CONFLICT (holder_id, item_id) DO NOTHING;
    UPDATE stock_held SET quantity = quantity + NEW.held WHERE holder_id = NEW.holder_id AND item_id = NEW.item_id;
  END IF;
  UPDATE records SET data = jsonb_set(data, '{onHand}', to_jsonb(on_hand)), version = version + 1, updated_at = now()
    WHERE id = NEW.item_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER stock_ledger_post AFTER INSERT ON stock_ledger FOR EACH ROW EXECUTE FUNCTION oa_stock_ledger_post();
