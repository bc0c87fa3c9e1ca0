// The texts of the order pages (/order/{slug}, /order/status/{reference}): docs/product.md#messages. Free of zod
// and of anything else, so the pages that show them carry only these strings.
export const orderMessages = {
  // The order form.
  gstinHint: "Give your GSTIN to claim input tax credit.",
  placeOfSupply: (state: string, fromGstin: boolean) => `Place of supply: ${state}${fromGstin ? ", from your GSTIN" : ""}.`,
  /** The breakdown's line of the government fee: "Govt. fee, at actuals" and "about ₹1,500". */
  governmentFeeLabel: "Govt. fee, at actuals",
  /** The same line when it is the state's government fee and stamp duty (the calculator's figures). */
  statutoryFeesLabel: "Govt. fee and stamp duty, at actuals",
  about: (amount: string) => `about ${amount}`,
  governmentFeeNote: "Paid to the government for you at what it actually charges; no GST on it.",
  fixFields: "Please correct the highlighted fields.",
  orderFailed: "Your order could not be placed. Please try again.",
  placingOrder: "Placing your order…",
  // The order's page.
  statusPending: "Waiting for payment",
  statusPaid: "Paid",
  statusCancelled: "Cancelled",
  statusRefunded: "Refunded",
  nextPending: (amount: string) =>
    `Pay ${amount} in one of the ways below. Once your payment reaches us, this page shows your tax invoice and our team calls you to collect your documents.`,
  nextPaid: (invoice: string) => `We have your payment. Your invoice ${invoice} is below; our team will call you within one working day to collect your documents.`,
  nextCancelled: "This order is cancelled. If you paid for it, the money goes back to the way you paid, as our refund policy says.",
  nextRefunded: "This order is refunded: the money goes back to the way you paid within 7 working days. The credit note is below.",
  utrReceived: (utr: string) =>
    `We have your UTR ${utr}. Our team will match it with the bank statement and confirm your payment within one working day; this page then shows your invoice.`,
  utrFailed: "The UTR could not be saved. Please try again.",
  checkoutUnavailable: "The online payment window could not be opened. Check your connection and try again, or pay by UPI or bank transfer.",
  paymentFailed: (reason: string) =>
    `The payment did not go through${reason.trim() ? `: ${reason.trim().replace(/\.?$/, ".")}` : "."} You can try again, or pay by UPI or bank transfer.`,
  paymentNotVerified: "Your payment could not be confirmed here. If money left your account it reaches us all the same: reload this page in a minute, or call us.",
  checkoutNeedsScript: "Paying online needs JavaScript. Turn it on, or pay by UPI or bank transfer below.",
  openingCheckout: "Opening the payment window…",
  confirmingPayment: "Confirming your payment…",
} as const;
