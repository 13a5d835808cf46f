/** Settings' "Integrations" (IndiaMART, TradeIndia): what other features use of them. */
export { integrationActivity, type IntegrationAuditAction } from "./activity";
