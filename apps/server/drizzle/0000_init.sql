CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'host' NOT NULL,
	"type" text DEFAULT 'individual' NOT NULL,
	"first_name" text,
	"last_name" text,
	"company_name" text,
	"alias" text,
	"locale" text DEFAULT 'en-US' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"onboarding_status" text DEFAULT 'in_progress' NOT NULL,
	"account_source" text DEFAULT 'registration' NOT NULL,
	"commercial_model" text DEFAULT 'commission' NOT NULL,
	"commercial_model_variant" text,
	"kyc_initiated" boolean DEFAULT false NOT NULL,
	"is_coin_subscription_enabled" boolean DEFAULT false NOT NULL,
	"app_features" jsonb NOT NULL,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"about_host" text,
	"host_languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"send_inquiry_sms" boolean DEFAULT false NOT NULL,
	"show_phone_number_on_offer" boolean DEFAULT false NOT NULL,
	"secondary_phone" text,
	"secondary_phone_type" text,
	"phone_for_guests" text,
	"phone_for_sms" text,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "listing_progress" (
	"unit_id" uuid PRIMARY KEY NOT NULL,
	"completed_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hidden_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"host_id" uuid NOT NULL,
	"property_type" text NOT NULL,
	"title" text,
	"description" text,
	"restaurant_description" text,
	"special_offer_description" text,
	"country_code" text,
	"country_name" text,
	"state_or_province" text,
	"city" text,
	"street" text,
	"house_number_or_name" text,
	"postal_code" text,
	"formatted_address" text,
	"google_place_id" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"title" text,
	"description" text,
	"state" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"accommodation_type" text,
	"bedroom_count" integer,
	"guests" integer,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rooms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"property_size" numeric(10, 2),
	"property_size_measurement_unit" text DEFAULT 'metric' NOT NULL,
	"booking_type" text DEFAULT 'onLine' NOT NULL,
	"cancellation_policy" text,
	"calendar_status" text DEFAULT 'AVAILABLE' NOT NULL,
	"price_per_night" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"min_nights" integer DEFAULT 1 NOT NULL,
	"minimum_notice_days" integer,
	"max_nights" integer,
	"preparation_days" integer DEFAULT 0 NOT NULL,
	"booking_window_days" integer,
	"check_in_days" jsonb,
	"ical_export_token" text,
	"length_of_stay_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"registration_number" text,
	"registration_number_valid" boolean DEFAULT true NOT NULL,
	"national_id_code" text,
	"national_id_code_valid" boolean DEFAULT true NOT NULL,
	"regional_requirements" jsonb,
	"preview_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "units_ical_export_token_unique" UNIQUE("ical_export_token")
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"host_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"guest_first_name" text NOT NULL,
	"guest_last_name" text NOT NULL,
	"guest_email" text,
	"guest_phone" text,
	"guest_country_code" text,
	"guests" integer NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"infants" integer DEFAULT 0 NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"total_price" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"price_breakdown" jsonb,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"channel_key_id" uuid,
	"guest_message" text,
	"payment_option" text,
	"reject_reason" text,
	"reject_sub_reason" text,
	"reject_explanation" text,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_requests_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"host_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"guest_first_name" text NOT NULL,
	"guest_last_name" text NOT NULL,
	"guest_email" text,
	"guest_phone" text,
	"guest_country_code" text,
	"guests" integer NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"infants" integer DEFAULT 0 NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"total_price" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"price_breakdown" jsonb,
	"status" text DEFAULT 'CONFIRMED' NOT NULL,
	"source" text DEFAULT 'platform' NOT NULL,
	"channel_key_id" uuid,
	"payment_option" text,
	"guest_message" text,
	"cancelled_by" text,
	"cancel_reason" text,
	"cancel_sub_reason" text,
	"cancel_explanation" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"host_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"customer_first_name" text NOT NULL,
	"customer_last_name" text NOT NULL,
	"customer_email" text,
	"customer_phone" text,
	"customer_country_code" text,
	"guests" integer NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"infants" integer DEFAULT 0 NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"total_price" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"price_breakdown" jsonb,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"channel_key_id" uuid,
	"message" text NOT NULL,
	"reject_reason" text,
	"reject_explanation" text,
	"reject_message" text,
	"responded_at" timestamp with time zone,
	"archived" boolean DEFAULT false NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"host_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"booking_id" uuid,
	"guest_name" text NOT NULL,
	"guest_country_code" text,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"language" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"is_new" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"type" text NOT NULL,
	"unit_id" uuid,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"host_id" uuid NOT NULL,
	"unit_id" uuid,
	"booking_id" uuid,
	"booking_request_id" uuid,
	"inquiry_id" uuid,
	"guest_first_name" text NOT NULL,
	"guest_last_name" text NOT NULL,
	"guest_email" text,
	"archived" boolean DEFAULT false NOT NULL,
	"favorited" boolean DEFAULT false NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"period" integer DEFAULT 12 NOT NULL,
	"period_unit" text DEFAULT 'month' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"internal_status" text DEFAULT 'active' NOT NULL,
	"is_cancellation_scheduled" boolean DEFAULT false NOT NULL,
	"expiration_date" timestamp with time zone NOT NULL,
	"leads_enabled" boolean DEFAULT true NOT NULL,
	"leads_remaining" integer DEFAULT 0 NOT NULL,
	"leads_total" integer DEFAULT 0 NOT NULL,
	"unit_publish_cost" integer DEFAULT 1 NOT NULL,
	"unit_publish_quota" integer DEFAULT 0 NOT NULL,
	"unit_publish_used" integer DEFAULT 0 NOT NULL,
	"boost_available_items" integer DEFAULT 0 NOT NULL,
	"boost_cost" integer DEFAULT 1 NOT NULL,
	"boost_level" text DEFAULT 'account' NOT NULL,
	"boost_quota" integer DEFAULT 0 NOT NULL,
	"boost_used" integer DEFAULT 0 NOT NULL,
	"boost_scheduled_periods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coin_unit_publish_enabled" boolean DEFAULT false NOT NULL,
	"coin_unit_publish_quota" integer DEFAULT 0 NOT NULL,
	"coin_unit_publish_used" integer DEFAULT 0 NOT NULL,
	"coin_boost_enabled" boolean DEFAULT false NOT NULL,
	"coin_boost_quota" integer DEFAULT 0 NOT NULL,
	"coin_boost_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_host_id_unique" UNIQUE("host_id")
);
--> statement-breakpoint
CREATE TABLE "user_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"interaction_type" text NOT NULL,
	"interacted" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_interactions_user_type_uq" UNIQUE("user_id","interaction_type")
);
--> statement-breakpoint
CREATE TABLE "impersonation_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status_code" integer NOT NULL,
	"correlation_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impersonation_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"material" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"model" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"type" text NOT NULL,
	"discount_percent" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_unit_type_key" UNIQUE("unit_id","type")
);
--> statement-breakpoint
CREATE TABLE "host_onboarding" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"individual_details" jsonb,
	"business_details" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_plan_choices" (
	"unit_id" uuid PRIMARY KEY NOT NULL,
	"plan_id" text,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"boost" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"nightly" numeric(12, 2) NOT NULL,
	"minimum_stay_nights" integer NOT NULL,
	"max_stay_nights" integer,
	"check_in_days" jsonb,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "channel_idempotency" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"api_key_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"call" text NOT NULL,
	"request_hash" text NOT NULL,
	"reservation_id" text NOT NULL,
	"status_code" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_idempotency_key_uq" UNIQUE("api_key_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "channel_intake_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"api_key_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"call" text NOT NULL,
	"outcome" text NOT NULL,
	"status_code" integer NOT NULL,
	"error_code" text,
	"reservation_id" text,
	"idempotency_key" text,
	"correlation_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"task_type" text NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_host_type_uq" UNIQUE("host_id","task_type")
);
--> statement-breakpoint
CREATE TABLE "calendar_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"source" text NOT NULL,
	"feed_id" uuid,
	"external_uid" text,
	"summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ical_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"color" text NOT NULL,
	"channel_key_id" uuid,
	"last_synced_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"event_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_day_settings" (
	"unit_id" uuid NOT NULL,
	"day" date NOT NULL,
	"price_per_night" integer,
	"min_stay_nights" integer,
	"max_stay_nights" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_day_settings_unit_id_day_pk" PRIMARY KEY("unit_id","day")
);
--> statement-breakpoint
ALTER TABLE "listing_progress" ADD CONSTRAINT "listing_progress_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_channel_key_id_api_keys_id_fk" FOREIGN KEY ("channel_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_channel_key_id_api_keys_id_fk" FOREIGN KEY ("channel_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_channel_key_id_api_keys_id_fk" FOREIGN KEY ("channel_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_interactions" ADD CONSTRAINT "user_interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_audit" ADD CONSTRAINT "impersonation_audit_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_audit" ADD CONSTRAINT "impersonation_audit_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_sessions" ADD CONSTRAINT "impersonation_sessions_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_sessions" ADD CONSTRAINT "impersonation_sessions_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_onboarding" ADD CONSTRAINT "host_onboarding_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_plan_choices" ADD CONSTRAINT "unit_plan_choices_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_seasons" ADD CONSTRAINT "unit_seasons_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_idempotency" ADD CONSTRAINT "channel_idempotency_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_intake_audit" ADD CONSTRAINT "channel_intake_audit_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_intake_audit" ADD CONSTRAINT "channel_intake_audit_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_feed_id_ical_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."ical_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_channel_key_id_api_keys_id_fk" FOREIGN KEY ("channel_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_day_settings" ADD CONSTRAINT "unit_day_settings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "photos_unit_position_idx" ON "photos" USING btree ("unit_id","position");--> statement-breakpoint
CREATE INDEX "properties_host_created_idx" ON "properties" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "properties_host_title_idx" ON "properties" USING btree ("host_id",lower("title"));--> statement-breakpoint
CREATE INDEX "units_host_state_idx" ON "units" USING btree ("host_id","state");--> statement-breakpoint
CREATE INDEX "units_host_created_idx" ON "units" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "units_property_idx" ON "units" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "units_host_title_idx" ON "units" USING btree ("host_id",lower("title"));--> statement-breakpoint
CREATE INDEX "booking_requests_host_status_checkin_idx" ON "booking_requests" USING btree ("host_id","status","check_in");--> statement-breakpoint
CREATE INDEX "booking_requests_host_created_idx" ON "booking_requests" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_requests_host_checkin_idx" ON "booking_requests" USING btree ("host_id","check_in");--> statement-breakpoint
CREATE INDEX "booking_requests_host_checkout_idx" ON "booking_requests" USING btree ("host_id","check_out");--> statement-breakpoint
CREATE INDEX "booking_requests_host_guest_idx" ON "booking_requests" USING btree ("host_id",lower("guest_last_name"));--> statement-breakpoint
CREATE INDEX "booking_requests_host_guest_first_idx" ON "booking_requests" USING btree ("host_id",lower("guest_first_name"),lower("guest_last_name"));--> statement-breakpoint
CREATE INDEX "booking_requests_unit_checkin_idx" ON "booking_requests" USING btree ("unit_id","check_in");--> statement-breakpoint
CREATE INDEX "booking_requests_status_expires_idx" ON "booking_requests" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "bookings_host_status_checkin_idx" ON "bookings" USING btree ("host_id","status","check_in","check_out");--> statement-breakpoint
CREATE INDEX "bookings_host_created_idx" ON "bookings" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_host_checkin_idx" ON "bookings" USING btree ("host_id","check_in");--> statement-breakpoint
CREATE INDEX "bookings_host_checkout_idx" ON "bookings" USING btree ("host_id","check_out");--> statement-breakpoint
CREATE INDEX "bookings_host_guest_idx" ON "bookings" USING btree ("host_id",lower("guest_last_name"));--> statement-breakpoint
CREATE INDEX "bookings_host_guest_first_idx" ON "bookings" USING btree ("host_id",lower("guest_first_name"),lower("guest_last_name"));--> statement-breakpoint
CREATE INDEX "bookings_unit_checkin_idx" ON "bookings" USING btree ("unit_id","check_in");--> statement-breakpoint
CREATE INDEX "bookings_search_trgm_idx" ON "bookings" USING gin (("guest_first_name" || ' ' || "guest_last_name" || chr(31) || "guest_last_name" || ' ' || "guest_first_name" || chr(31) || "public_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_host_status_checkin_idx" ON "inquiries" USING btree ("host_id","status","check_in");--> statement-breakpoint
CREATE INDEX "inquiries_host_archived_created_idx" ON "inquiries" USING btree ("host_id","archived","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_host_created_idx" ON "inquiries" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_host_checkin_idx" ON "inquiries" USING btree ("host_id","check_in");--> statement-breakpoint
CREATE INDEX "inquiries_host_checkout_idx" ON "inquiries" USING btree ("host_id","check_out");--> statement-breakpoint
CREATE INDEX "inquiries_host_customer_idx" ON "inquiries" USING btree ("host_id",lower("customer_last_name"));--> statement-breakpoint
CREATE INDEX "inquiries_host_customer_first_idx" ON "inquiries" USING btree ("host_id",lower("customer_first_name"),lower("customer_last_name"));--> statement-breakpoint
CREATE INDEX "inquiries_unit_checkin_idx" ON "inquiries" USING btree ("unit_id","check_in");--> statement-breakpoint
CREATE INDEX "reviews_unit_created_idx" ON "reviews" USING btree ("unit_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_host_new_idx" ON "reviews" USING btree ("host_id","is_new");--> statement-breakpoint
CREATE INDEX "reviews_host_created_idx" ON "reviews" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_host_created_idx" ON "notifications" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_host_read_idx" ON "notifications" USING btree ("host_id","read");--> statement-breakpoint
CREATE INDEX "conversations_host_archived_last_idx" ON "conversations" USING btree ("host_id","archived","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_host_guest_idx" ON "conversations" USING btree ("host_id",lower("guest_last_name"));--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_host_unread_idx" ON "messages" USING btree ("host_id","conversation_id") WHERE "messages"."read_at" is null and "messages"."sender" = 'guest';--> statement-breakpoint
CREATE INDEX "saved_replies_host_position_idx" ON "saved_replies" USING btree ("host_id","position");--> statement-breakpoint
CREATE INDEX "impersonation_audit_staff_idx" ON "impersonation_audit" USING btree ("staff_user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "impersonation_sessions_active_staff_uq" ON "impersonation_sessions" USING btree ("staff_user_id") WHERE "impersonation_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "impersonation_sessions_host_idx" ON "impersonation_sessions" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_id_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code_idx" ON "oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_at_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "unit_seasons_unit_idx" ON "unit_seasons" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "api_keys_host_idx" ON "api_keys" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "channel_intake_audit_key_created_idx" ON "channel_intake_audit" USING btree ("api_key_id","created_at");--> statement-breakpoint
CREATE INDEX "calendar_blocks_unit_from_idx" ON "calendar_blocks" USING btree ("unit_id","date_from");--> statement-breakpoint
CREATE INDEX "calendar_blocks_host_from_idx" ON "calendar_blocks" USING btree ("host_id","date_from");--> statement-breakpoint
CREATE INDEX "calendar_blocks_feed_idx" ON "calendar_blocks" USING btree ("feed_id");--> statement-breakpoint
CREATE INDEX "ical_feeds_unit_idx" ON "ical_feeds" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "ical_feeds_synced_idx" ON "ical_feeds" USING btree ("last_synced_at");
