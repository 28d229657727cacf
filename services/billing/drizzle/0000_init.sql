CREATE TABLE "billing_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"transaction_id" text,
	"subscription_id" text,
	"msisdn" text,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"state_from" text,
	"state_to" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_subscribe_outcomes" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"code" text,
	"subscriber_id" text,
	"subscription_id" text,
	"package_id" text,
	"msisdn" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_subscribers" (
	"id" text PRIMARY KEY NOT NULL,
	"msisdn" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_subscribers_msisdn_unique" UNIQUE("msisdn")
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"subscriber_id" text NOT NULL,
	"msisdn" text NOT NULL,
	"package_id" text NOT NULL,
	"service_key" text NOT NULL,
	"created_transaction_id" text NOT NULL,
	"carrier_subscription_id" text,
	"free_trial" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"machine_snapshot" jsonb NOT NULL,
	"period_ends_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_subscriptions_created_transaction_id_unique" UNIQUE("created_transaction_id"),
	CONSTRAINT "billing_subscriptions_carrier_subscription_id_unique" UNIQUE("carrier_subscription_id")
);
--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_subscriber_id_billing_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."billing_subscribers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_events_one_charge_per_transaction" ON "billing_events" USING btree ("transaction_id") WHERE "billing_events"."kind" = 'charge.succeeded';--> statement-breakpoint
CREATE INDEX "billing_events_transaction" ON "billing_events" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "billing_events_subscription" ON "billing_events" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "billing_events_msisdn" ON "billing_events" USING btree ("msisdn");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_msisdn" ON "billing_subscriptions" USING btree ("msisdn");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_status" ON "billing_subscriptions" USING btree ("status");