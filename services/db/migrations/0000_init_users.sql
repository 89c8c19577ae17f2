CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"broker" text NOT NULL,
	"client_id" text NOT NULL,
	"name" text,
	"email" text,
	"phone_number" text,
	"user_type" text DEFAULT 'NEW_USER' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_broker_client_id_unique" UNIQUE("broker","client_id"),
	CONSTRAINT "users_user_type_check" CHECK (user_type in ('NEW_USER', 'EXISTING_USER_ACTIVE', 'EXISTING_USER_INACTIVE', 'EXISTING_USER'))
);
