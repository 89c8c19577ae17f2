CREATE TABLE "basket_leases" (
	"basket_id" uuid PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket_leases" ADD CONSTRAINT "basket_leases_basket_id_user_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."user_baskets"("id") ON DELETE cascade ON UPDATE no action;