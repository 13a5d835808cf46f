/** Settings' Integrations: what other features use of them. */
export { webhookActivity, type WebhookAuditAction } from "./webhooks-activity";
export { integrationActivity, type IntegrationAuditAction } from "./activity";
