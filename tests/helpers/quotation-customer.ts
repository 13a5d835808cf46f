/** The customer of the quotations the tests and benchmarks make: a company in Maharashtra (inter-state from Gujarat: IGST). */
export const QUOTATION_CUSTOMER = {
  customer_name: "Ravi Patil",
  company: "Patil Constructions",
  billing_address: "12 MG Road\nPune 411001",
  state_code: "27",
  customer_gstin: "",
  country_code: "+91",
  phone: "9876543210",
  email: "",
};
