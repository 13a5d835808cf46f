/** Payments received: the parts other screens place (the customer, order and invoice pages). */
export { RecordPayment } from "./record-payment-dialog";
export { PaymentsSection } from "./payments-section";
export { loadPayments, type PaymentsData } from "./payments-data";
export { isPaymentRequest, runPaymentRequest, type PaymentResult } from "./payment-action";
