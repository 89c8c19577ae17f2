CREATE TABLE "basket_news_owed" (
	"basket_id" uuid PRIMARY KEY NOT NULL,
	"owed_since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket_news_owed" ADD CONSTRAINT "basket_news_owed_basket_id_user_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."user_baskets"("id") ON DELETE cascade ON UPDATE no action;