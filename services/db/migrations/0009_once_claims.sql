CREATE TABLE "once_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "once_claims_claimed_at_idx" ON "once_claims" USING btree ("claimed_at");