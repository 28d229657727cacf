CREATE TABLE "api_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"rating_id" text NOT NULL,
	"experience" integer NOT NULL,
	"comment_type" text NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_users" (
	"id" text PRIMARY KEY NOT NULL,
	"msisdn" text NOT NULL,
	"rating_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_users_msisdn_unique" UNIQUE("msisdn"),
	CONSTRAINT "api_users_rating_id_unique" UNIQUE("rating_id")
);
--> statement-breakpoint
ALTER TABLE "api_feedback" ADD CONSTRAINT "api_feedback_user_id_api_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."api_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_feedback_rating" ON "api_feedback" USING btree ("rating_id");