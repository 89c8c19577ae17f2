CREATE TABLE "broker_halts" (
	"broker" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"halted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_orders" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_orders" ADD COLUMN "quote_paise" bigint;--> statement-breakpoint
ALTER TABLE "user_orders" ADD COLUMN "sends" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "paper_orders" ADD COLUMN "shown_at" timestamp with time zone;