CREATE TABLE "broker_scrips" (
	"broker" text NOT NULL,
	"instrument_token" bigint NOT NULL,
	"broker_token" text NOT NULL,
	"trading_symbol" text NOT NULL,
	"exchange" text NOT NULL,
	"lot_size" integer NOT NULL,
	CONSTRAINT "broker_scrips_broker_instrument_token_pk" PRIMARY KEY("broker","instrument_token")
);
--> statement-breakpoint
CREATE TABLE "scrip_master_loads" (
	"broker" text PRIMARY KEY NOT NULL,
	"loaded_at" timestamp with time zone NOT NULL,
	"scrips" integer NOT NULL
);
