CREATE TABLE "strategy_follower_results" (
	"strategy_id" uuid PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"baskets_counted" integer NOT NULL,
	"results" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_baskets" ADD COLUMN "margin_paise" bigint;--> statement-breakpoint
ALTER TABLE "strategy_follower_results" ADD CONSTRAINT "strategy_follower_results_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_baskets_closed_by_strategy_idx" ON "user_baskets" USING btree ("strategy_id","exit_time") WHERE status = 'EXITED';