CREATE TABLE "sales_by_day" (
	"day" date PRIMARY KEY NOT NULL,
	"revenue" numeric(12, 2) NOT NULL,
	"orders" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_by_day_pincode" (
	"day" date NOT NULL,
	"pincode" text NOT NULL,
	"revenue" numeric(12, 2) NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "sales_by_day_pincode_day_pincode_pk" PRIMARY KEY("day","pincode")
);
--> statement-breakpoint
CREATE TABLE "sales_by_day_product" (
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"revenue" numeric(12, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "sales_by_day_product_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_by_month_pincode" (
	"month" date NOT NULL,
	"pincode" text NOT NULL,
	"revenue" numeric(12, 2) NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "sales_by_month_pincode_month_pincode_pk" PRIMARY KEY("month","pincode")
);
--> statement-breakpoint
CREATE TABLE "sales_by_month_product" (
	"month" date NOT NULL,
	"product_id" integer NOT NULL,
	"revenue" numeric(12, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "sales_by_month_product_month_product_id_pk" PRIMARY KEY("month","product_id")
);
--> statement-breakpoint
CREATE INDEX "sales_by_day_pincode_pincode_day_index" ON "sales_by_day_pincode" USING btree ("pincode","day");--> statement-breakpoint
CREATE INDEX "sales_by_day_product_product_id_day_index" ON "sales_by_day_product" USING btree ("product_id","day");--> statement-breakpoint
CREATE INDEX "sales_by_month_pincode_pincode_month_index" ON "sales_by_month_pincode" USING btree ("pincode","month");--> statement-breakpoint
CREATE INDEX "sales_by_month_product_product_id_month_index" ON "sales_by_month_product" USING btree ("product_id","month");