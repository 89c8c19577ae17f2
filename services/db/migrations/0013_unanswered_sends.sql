ALTER TABLE "user_orders" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_orders" ADD COLUMN "sends" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "paper_orders" ADD COLUMN "shown_at" timestamp with time zone;