CREATE TABLE "wechat_states" (
	"state" text PRIMARY KEY NOT NULL,
	"open_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
