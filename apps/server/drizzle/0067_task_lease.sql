CREATE TABLE "task_lease" (
	"name" text PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"holder" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
