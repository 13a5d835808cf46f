CREATE TABLE "product_redirects" (
	"from_slug" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pieces_per_sqm" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_kg" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "product_redirects" ADD CONSTRAINT "product_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_pieces_per_sqm_check" CHECK ("products"."pieces_per_sqm" is null or "products"."pieces_per_sqm" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_kg_check" CHECK ("products"."weight_kg" is null or "products"."weight_kg" > 0);--> statement-breakpoint
-- A product's one image so far becomes the first of its images, described by the product's name.
UPDATE "products" SET "images" = jsonb_build_array(jsonb_build_object('url', "image_url", 'alt', "name")) WHERE "image_url" IS NOT NULL;
