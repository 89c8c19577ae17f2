CREATE TABLE "basket_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"basket_id" uuid NOT NULL,
	"action" text NOT NULL,
	"fee_paise" bigint NOT NULL,
	"gst_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_baskets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"strategy_id" uuid NOT NULL,
	"analyst_basket_id" uuid NOT NULL,
	"no_of_lot" integer NOT NULL,
	"status" text NOT NULL,
	"errored_from" text,
	"error_msg" text,
	"basket_management_type" text DEFAULT 'ANALYST_MANAGED' NOT NULL,
	"idempotency_key" text NOT NULL,
	"entry_time" timestamp with time zone,
	"exit_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_baskets_user_id_idempotency_key_unique" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "user_baskets_status_check" CHECK (status in ('OPEN', 'ENTERING', 'ADJUSTING', 'TRACKING', 'MODIFYING', 'EXITING', 'EXITED', 'ERROR')),
	CONSTRAINT "user_baskets_no_of_lot_check" CHECK (no_of_lot > 0)
);
--> statement-breakpoint
CREATE TABLE "user_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"basket_id" uuid NOT NULL,
	"signal_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"idempotency_key" text NOT NULL,
	"instrument_token" bigint NOT NULL,
	"transaction_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'TO_BE_PLACED' NOT NULL,
	"broker_order_id" text,
	"filled_quantity" integer DEFAULT 0 NOT NULL,
	"average_price_paise" bigint,
	"status_message" text,
	"retried" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "user_orders_status_check" CHECK (status in ('TO_BE_PLACED', 'PENDING', 'COMPLETE', 'REJECTED', 'CANCELLED')),
	CONSTRAINT "user_orders_purpose_check" CHECK (purpose in ('ENTER', 'EXIT', 'ADJUST_EXIT', 'ADJUST_ENTER')),
	CONSTRAINT "user_orders_quantity_check" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE TABLE "user_signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"basket_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"instrument_token" bigint NOT NULL,
	"transaction_type" text NOT NULL,
	"target_quantity" integer NOT NULL,
	"lot_size" integer NOT NULL,
	"duration" text DEFAULT 'OVERNIGHT' NOT NULL,
	"stop_loss_paise" bigint,
	"target_paise" bigint,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_signals_basket_id_instrument_token_unique" UNIQUE("basket_id","instrument_token"),
	CONSTRAINT "user_signals_status_check" CHECK (status in ('PENDING', 'OPEN', 'CLOSING', 'CLOSED', 'REJECTED', 'ERROR', 'ADJUSTING')),
	CONSTRAINT "user_signals_target_quantity_check" CHECK (target_quantity >= 0)
);
--> statement-breakpoint
ALTER TABLE "basket_fees" ADD CONSTRAINT "basket_fees_basket_id_user_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."user_baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_baskets" ADD CONSTRAINT "user_baskets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_baskets" ADD CONSTRAINT "user_baskets_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_baskets" ADD CONSTRAINT "user_baskets_analyst_basket_id_strategy_baskets_id_fk" FOREIGN KEY ("analyst_basket_id") REFERENCES "public"."strategy_baskets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_orders" ADD CONSTRAINT "user_orders_basket_id_user_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."user_baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_orders" ADD CONSTRAINT "user_orders_signal_id_user_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."user_signals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_signals" ADD CONSTRAINT "user_signals_basket_id_user_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."user_baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_baskets_one_live_per_strategy" ON "user_baskets" USING btree ("user_id","strategy_id") WHERE status <> 'EXITED';--> statement-breakpoint
CREATE INDEX "user_orders_basket_id_idx" ON "user_orders" USING btree ("basket_id");--> statement-breakpoint
CREATE INDEX "user_orders_broker_order_id_idx" ON "user_orders" USING btree ("broker_order_id");