CREATE TABLE "paper_day_charges" (
	"client_id" text NOT NULL,
	"trade_date" text NOT NULL,
	"charges_paise" bigint NOT NULL,
	CONSTRAINT "paper_day_charges_client_id_trade_date_pk" PRIMARY KEY("client_id","trade_date")
);
--> statement-breakpoint
ALTER TABLE "paper_accounts" ADD COLUMN "charges_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "paper_day_charges" ADD CONSTRAINT "paper_day_charges_client_id_paper_accounts_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."paper_accounts"("client_id") ON DELETE no action ON UPDATE no action;