CREATE TABLE "paper_accounts" (
	"client_id" text PRIMARY KEY NOT NULL,
	"name" text,
	"cash_paise" bigint NOT NULL,
	"blocked_margin_paise" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_fills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"instrument_token" bigint NOT NULL,
	"product" text NOT NULL,
	"transaction_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_paise" bigint NOT NULL,
	"filled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"instrument_token" bigint NOT NULL,
	"transaction_type" text NOT NULL,
	"product" text NOT NULL,
	"order_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"filled_quantity" integer DEFAULT 0 NOT NULL,
	"filled_value_paise" bigint DEFAULT 0 NOT NULL,
	"limit_price_paise" bigint,
	"status" text NOT NULL,
	"status_message" text,
	"bypass_market_hours" boolean DEFAULT false NOT NULL,
	"fill_not_before" timestamp with time zone,
	"placed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "paper_orders_client_id_idempotency_key_unique" UNIQUE("client_id","idempotency_key"),
	CONSTRAINT "paper_orders_transaction_type_check" CHECK (transaction_type in ('BUY', 'SELL')),
	CONSTRAINT "paper_orders_product_check" CHECK (product in ('NRML', 'MIS')),
	CONSTRAINT "paper_orders_order_type_check" CHECK (order_type in ('MARKET', 'LIMIT')),
	CONSTRAINT "paper_orders_status_check" CHECK (status in ('OPEN', 'COMPLETE', 'REJECTED', 'CANCELLED')),
	CONSTRAINT "paper_orders_filled_quantity_check" CHECK (filled_quantity >= 0 and filled_quantity <= quantity)
);
--> statement-breakpoint
CREATE TABLE "paper_positions" (
	"client_id" text NOT NULL,
	"instrument_token" bigint NOT NULL,
	"product" text NOT NULL,
	"net_quantity" integer NOT NULL,
	"open_cost_paise" bigint NOT NULL,
	"realised_pnl_paise" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "paper_positions_client_id_instrument_token_product_pk" PRIMARY KEY("client_id","instrument_token","product"),
	CONSTRAINT "paper_positions_product_check" CHECK (product in ('NRML', 'MIS'))
);
--> statement-breakpoint
ALTER TABLE "paper_fills" ADD CONSTRAINT "paper_fills_order_id_paper_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."paper_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_orders" ADD CONSTRAINT "paper_orders_client_id_paper_accounts_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."paper_accounts"("client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_positions" ADD CONSTRAINT "paper_positions_client_id_paper_accounts_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."paper_accounts"("client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paper_fills_order_id_idx" ON "paper_fills" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "paper_orders_open_idx" ON "paper_orders" USING btree ("status") WHERE status = 'OPEN';