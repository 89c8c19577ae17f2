CREATE TABLE "basket_exit_rules" (
	"basket_id" uuid PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"best_pnl_paise" bigint,
	"waiting" text,
	"waiting_since" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"underlying_token" integer NOT NULL,
	"shift_paise" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_baskets" ADD COLUMN "exit_reason" text;--> statement-breakpoint
ALTER TABLE "user_signals" ADD COLUMN "exit_reason" text;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD COLUMN "exit_rules" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "basket_exit_rules" ADD CONSTRAINT "basket_exit_rules_basket_id_user_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."user_baskets"("id") ON DELETE cascade ON UPDATE no action;