/** The "Webhooks" part of Settings' Integrations section: the URLs other tools post leads to (built by the webhooks work). */
export function LeadWebhooks() {
  return null;
}
