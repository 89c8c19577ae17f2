CREATE TABLE "basket_signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"basket_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"instrument_token" bigint NOT NULL,
	"transaction_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"multiplier" integer NOT NULL,
	"price_paise" bigint NOT NULL,
	"stop_loss_paise" bigint,
	"target_paise" bigint,
	"duration" text DEFAULT 'OVERNIGHT' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_signals_transaction_type_check" CHECK (transaction_type in ('BUY', 'SELL')),
	CONSTRAINT "basket_signals_duration_check" CHECK (duration in ('INTRADAY', 'OVERNIGHT')),
	CONSTRAINT "basket_signals_status_check" CHECK (status in ('PENDING', 'OPEN', 'CLOSING', 'CLOSED', 'REJECTED', 'ERROR', 'ADJUSTING')),
	CONSTRAINT "basket_signals_quantity_check" CHECK (quantity > 0 and multiplier > 0),
	CONSTRAINT "basket_signals_price_check" CHECK (price_paise >= 0)
);
--> statement-breakpoint
CREATE TABLE "strategies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"long_description" text DEFAULT '' NOT NULL,
	"display_image" text DEFAULT '' NOT NULL,
	"owner" text NOT NULL,
	"bridger" text DEFAULT '' NOT NULL,
	"tag" text NOT NULL,
	"strategy_type" text NOT NULL,
	"market_type" text DEFAULT 'DERIVATIVE' NOT NULL,
	"ins_type" text NOT NULL,
	"active_passive_basket" text DEFAULT 'ACTIVE' NOT NULL,
	"allow_partial_enter" boolean DEFAULT false NOT NULL,
	"allow_partial_exit" boolean DEFAULT false NOT NULL,
	"frequency" text NOT NULL,
	"risk_level" text NOT NULL,
	"market_trend" text NOT NULL,
	"underlying_token" integer NOT NULL,
	"show_brokers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"margin_required_paise" bigint NOT NULL,
	"payoff_data" jsonb,
	"last_three_perf" jsonb,
	"last_six_perf" jsonb,
	"last_nine_perf" jsonb,
	"current_basket_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"live_at" timestamp with time zone,
	"basket_created_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "strategies_slug_unique" UNIQUE("slug"),
	CONSTRAINT "strategies_status_check" CHECK (status in ('PENDING', 'OPEN', 'CLOSED', 'ADJUSTED')),
	CONSTRAINT "strategies_strategy_type_check" CHECK (strategy_type in ('bull_put_spread', 'bull_call_spread', 'call_ratio_back_spread', 'bear_call_ladder', 'bear_put_spread', 'bear_call_spread', 'put_ratio_back_spread', 'reverse_condor', 'long_strangle', 'long_straddle', 'short_straddle', 'short_strangle', 'iron_condor', 'manual')),
	CONSTRAINT "strategies_tag_check" CHECK (tag in ('strikeline_strategy', 'iifl_strategy')),
	CONSTRAINT "strategies_frequency_check" CHECK (frequency in ('INTRADAY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'ANNUAL', 'ADHOC')),
	CONSTRAINT "strategies_risk_level_check" CHECK (risk_level in ('LOW', 'MEDIUM', 'HIGH')),
	CONSTRAINT "strategies_market_trend_check" CHECK (market_trend in ('ALL', 'UP', 'DOWN', 'NEUTRAL', 'UP_OR_DOWN')),
	CONSTRAINT "strategies_margin_check" CHECK (margin_required_paise >= 0)
);
--> statement-breakpoint
CREATE TABLE "strategy_baskets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"strategy_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "strategy_baskets_strategy_id_version_unique" UNIQUE("strategy_id","version"),
	CONSTRAINT "strategy_baskets_status_check" CHECK (status in ('PENDING', 'OPEN', 'CLOSED', 'ADJUSTED'))
);
--> statement-breakpoint
ALTER TABLE "basket_signals" ADD CONSTRAINT "basket_signals_basket_id_strategy_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."strategy_baskets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_baskets" ADD CONSTRAINT "strategy_baskets_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basket_signals_basket_id_idx" ON "basket_signals" USING btree ("basket_id");