/** Test setup: a contact form's fields as a visitor fills them in validly (the honeypot `website` empty). */
export const VALID_CONTACT = {
  name: "Asha Verma",
  email: "asha@example.com",
  phone: "9876543210",
  country_code: "+91",
  company: "",
  project_type: "",
  budget: "",
  message: "Need 500 kerb stones",
  website: "",
};
