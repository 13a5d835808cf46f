import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loginSchema, settingsSchema } from "#schemas/auth";
import { productCreateSchema, productUpdateSchema } from "#schemas/product";
import { Field } from "~/components/ui/field";
import { checkWith, fieldErrorsOf, FORM_ERROR_KEY, pickFieldErrors } from "~/lib/form";

describe("fieldErrorsOf", () => {
  it("keeps the first message per field, in the schema's order, and the first overall", () => {
    const parsed = loginSchema.safeParse({ email: "", password: "" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrorsOf(parsed.error)).toEqual({
      error: "Email is required",
      fieldErrors: { email: "Email is required", password: "Password is required" },
    });
  });

  it("puts an issue of the whole object under '_'", () => {
    const out = fieldErrorsOf({ issues: [{ path: [], message: "Send at least one field to change" }] });
    expect(out).toEqual({ error: "Send at least one field to change", fieldErrors: { [FORM_ERROR_KEY]: "Send at least one field to change" } });
  });

  it("answers a generic message when there is no issue", () => {
    expect(fieldErrorsOf({ issues: [] })).toEqual({ error: "Invalid request", fieldErrors: {} });
  });
});

describe("checkWith", () => {
  it("answers the parsed values", () => {
    expect(checkWith(loginSchema, { email: " a@b.co ", password: "x" })).toEqual({ ok: true, data: { email: "a@b.co", password: "x" } });
  });

  it("gives the add-product form the API's messages for every required field", () => {
    const checked = checkWith(productCreateSchema, {
      product_name: "  ",
      category_name: "",
      description: " ",
      price: "",
      min_order_quantity: "",
    });
    expect(checked).toEqual({
      ok: false,
      error: "Product name is required",
      fieldErrors: {
        product_name: "Product name is required",
        category_name: "Category is required",
        description: "Short description is required",
        price: "Price is required",
        min_order_quantity: "Minimum order quantity is required",
      },
    });
  });

  it("refuses a price of 0 in the browser as the API does", () => {
    const product = { product_name: "Paver", category_name: "Paver Blocks", description: "A paver", min_order_quantity: "10" };
    const checked = checkWith(productCreateSchema, { ...product, price: "0" });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.fieldErrors).toEqual({ price: "Price is required" });
  });

  it("gives the edit dialog its own price message, and turns empty details into null", () => {
    const bad = checkWith(productUpdateSchema, { product_name: "", price: "" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.fieldErrors).toEqual({ product_name: "Product name is required", price: "Product price is required" });
    const good = checkWith(productUpdateSchema, { product_name: " Pole ", price: "99.5", material: " ", size: "8 ft" });
    expect(good).toEqual({ ok: true, data: { product_name: "Pole", price: 99.5, material: null, size: "8 ft" } });
  });

  it("checks settings in order: the first failure is the message to toast", () => {
    const checked = checkWith(settingsSchema, { email: "", role: "", newPassword: "short" });
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.error).toBe("Email is required");
      expect(checked.fieldErrors).toEqual({ email: "Email is required", role: "Role is required", currentPassword: "Current password is required" });
    }
  });
});

describe("pickFieldErrors", () => {
  it("keeps only the fields a form shows", () => {
    expect(pickFieldErrors({ reply: "Reply is required", id: "Bad id" }, ["reply"])).toEqual({ reply: "Reply is required" });
    expect(pickFieldErrors(undefined, ["reply"])).toEqual({});
  });
});

describe("Field", () => {
  const render = (props: Parameters<typeof Field>[0]) => renderToStaticMarkup(createElement(Field, props));

  it("labels the control and marks a required one outside the label", () => {
    const html = render({ label: "Product Name", id: "name", required: true, children: createElement("input") });
    expect(html).toContain('<label for="name">Product Name</label>');
    expect(html).toContain('<span aria-hidden="true" class="text-red-700">*</span>');
    expect(html).toContain('<input id="name" aria-required="true"/>');
  });

  it("ties the hint and the error to the control", () => {
    const html = render({ label: "Price", id: "price", hint: "In rupees", error: "Price is required", children: createElement("input", { type: "number" }) });
    expect(html).toContain('<input type="number" id="price" aria-invalid="true" aria-describedby="price-hint price-error"/>');
    expect(html).toContain('<p id="price-hint" class="text-xs text-gray-600">In rupees</p>');
    expect(html).toContain('<p id="price-error" class="text-sm text-red-700">Price is required</p>');
  });

  it("keeps the control's own description after the field's", () => {
    const html = render({ label: "Quantity", id: "q", error: "Bad", children: createElement("input", { "aria-describedby": "total" }) });
    expect(html).toContain('aria-describedby="q-error total"');
  });

  it("hands the wiring to a render function for a nested control", () => {
    const html = render({
      label: "Phone",
      id: "phone",
      error: "Phone number is required",
      children: (control) => createElement("div", null, createElement("button", { type: "button" }, "+91"), createElement("input", control)),
    });
    expect(html).toContain('<input id="phone" aria-invalid="true" aria-describedby="phone-error"/>');
  });

  it("works for a select and a textarea", () => {
    expect(render({ label: "Role", id: "role", children: createElement("select", null, createElement("option", { value: "" }, "Select Role")) })).toContain(
      '<select id="role">',
    );
    expect(render({ label: "Details", id: "d", error: "Too short", children: createElement("textarea", { rows: 5 }) })).toContain(
      '<textarea rows="5" id="d" aria-invalid="true" aria-describedby="d-error"></textarea>',
    );
  });
});
