# Every error's top-level message, by its code: `error-<code>`, and `error-<code>-<detail>` where
# an answer says something more particular. The arguments are filled in by the server.

error-validation_failed = One or more fields are not valid.
error-bad_request = The request could not be processed.
error-invalid_json = The request body is not valid JSON.
error-invalid_body = The request body could not be read.
error-invalid_body-because = The request body is not valid: { $cause }.
error-invalid_query = The query string is not valid.
error-invalid_query-because = The query string is not valid: { $cause }
error-invalid_query-unreadable = The query string could not be read.
error-invalid_path = The address is not valid.
error-invalid_path-because = The address is not valid: { $cause }
error-invalid_form = The form data could not be read.
error-bad_query = The query string holds characters it may not.
error-payload_too_large = The request body is larger than allowed.
error-payload_too_large-limit = The request body is larger than the { $kib } KiB allowed.
error-unsupported_media_type = Send the request body as { $expected }.
error-method_not_allowed = This address does not accept { $method } requests.
error-not_found = Nothing was found.
error-not_found-address = Nothing was found at this address.
error-not_found-api = There is no API endpoint at this address.
error-not_found-id = Nothing was found with that id.
error-not_found-product = There is no such product.
error-not_found-shop = There is no such shop.
error-not_found-user = There is no such user.
error-not_found-coupon = There is no such coupon.
error-not_found-order = There is no such order.
error-not_found-invoice = This order was placed before Haat issued invoices, so it has none.
error-not_found-credit_note = There is no credit note for this return: it was not approved, or its order was placed before Haat issued invoices.
error-not_found-commission_invoice = No commission was charged to this shop in that month, so there is no commission invoice.
error-not_found-commission_invoice_operator = The marketplace has not set its GSTIN yet, so it issues no commission invoices.
error-not_found-withdrawal = There is no such withdrawal request.
error-not_found-payments = Online payment is not available.
error-not_found-image = There is no such image.
error-not_found-file = There is no such file.
error-not_found-own-address = You have no address with that id.
error-not_found-payout-method = There is no payout method to remove.
error-cross_origin = This request did not come from Haat's own pages and was refused.
error-unauthenticated = Please sign in to continue.
error-forbidden = You are not allowed to do that.
error-invalid_credentials = The email or password is incorrect.
error-invalid_token = This link is invalid or has expired. Please ask for a new one.
error-account_suspended = This account has been suspended. Please contact support.
error-account_closed = A closed account cannot be changed.
error-shop_not_active = This shop has been suspended; please contact support.
error-shop_not_active-pending = This shop is not active yet: follow the activation link we emailed you.
error-cannot_suspend_admin = An Admin account cannot be suspended from the console.
error-too_many_requests = Too many attempts. Please wait { $seconds } seconds and try again.
error-uploads_in_flight = You already have { $limit } uploads being processed. Please wait for them to finish, then try again.
error-unavailable = Haat is not ready to serve requests yet. Please try again shortly.
error-timeout = This took too long and was stopped. Please try again.
error-upstream_failed = The payment provider could not be reached. Please try again in a moment.
error-internal = Something went wrong on our side. Please try again.
error-email_taken = An account with this email already exists.
error-email_taken-shop = A shop with this email already exists. Sign in, or reset its password.
error-address_type_taken = You already have a { $type } address. Delete it first, or choose another type.
error-duplicate_code = A coupon with this code already exists. Choose another code.
error-out_of_stock = Some items in your cart are out of stock.
error-out_of_stock-meanwhile = Some items sold out or changed price while you were checking out. Please review your cart.
error-cod_limit = Cash on delivery is limited for some items in your cart. Pay online for more.
error-status_not_allowed = This order cannot move to that status.
error-status_not_allowed-no-step = An order cannot move from { $from } to { $to }.
error-status_not_allowed-verified-payment = Only a verified payment can move an order from { $from } to { $to }.
error-status_not_allowed-unpaid-order-task = Only the unpaid-order task can move an order from { $from } to { $to }.
error-status_not_allowed-shop-or-admin = Only the shop or the Admin can move an order from { $from } to { $to }.
error-status_not_allowed-shopper = Only the shopper can move an order from { $from } to { $to }.
error-status_not_allowed-unpaid-order-task-or-shopper = Only the shopper, or the task that cancels unpaid orders, can move an order from { $from } to { $to }.
error-status_not_allowed-shopper-shop-or-admin = Only the shopper, the shop or the Admin can move an order from { $from } to { $to }.
error-status_not_allowed-unpaid = This order's payment is { $payment }, so it cannot move from { $from } to { $to }.
error-refund_window_closed = Refunds can be requested until 14 days after delivery; this order's window closed on { $until }.
error-changed_meanwhile = The order was changed by someone else just now. Please reload it and try again.
error-not_awaiting_payment = This checkout is not waiting for an online payment.
error-bad_signature = The payment could not be verified.
error-idempotency_key_reused = This Idempotency-Key was used for a different checkout.
error-not_a_buyer = Only a shopper who has received this product can review it.
error-event_running = This event is still running; only an ended event can be removed here.
error-not_suspended = Only a suspended shop can be reinstated.
error-already_decided = This request has already been decided.
error-already_decided-paid = This request has already been paid.
error-already_decided-rejected = This request has already been rejected.
error-no_payout_method = Add a bank account or UPI id to be paid to first.

# The content types an answer asks for ($expected above).
media-json = JSON (application/json)
media-form = a form (multipart/form-data)

# The names of order and payment statuses that other messages say ($from, $to, $payment above).
order-status-awaiting-payment = Awaiting payment
order-status-processing = Processing
order-status-transferred = Transferred to delivery partner
order-status-shipping = Shipping
order-status-on-the-way = On the way
order-status-delivered = Delivered
order-status-processing-refund = Processing Refund
order-status-refund-success = Refund Success
order-status-cancelled = Cancelled
message-order-cancelled = The order has been cancelled.
payment-status-pending = pending
payment-status-succeeded = succeeded
payment-status-refunded = refunded
payment-status-failed = failed
error-status_not_allowed-admin = Only the Admin can move an order from { $from } to { $to }.
error-escalation_window_closed = A rejected return can be taken to Haat within 7 days; this one's window closed on { $until }.
order-status-refund-rejected = Refund Rejected
order-status-refund-escalated = Refund Escalated
order-status-refund-declined = Refund Declined
error-not_deliverable = Some items in your cart cannot be delivered to this PIN code.

# Complaints to the grievance officer.
error-grievance_closed = This complaint is closed and takes no more answers.
error-not_found-grievance = There is no such complaint.

# Buyer–seller messages.
error-messaging_blocked = You cannot send messages: the marketplace has stopped this account from messaging.
error-not_found-conversation = There is no such conversation.

error-review_incomplete = Your shop is not ready for review yet: finish each item of the checklist.
error-review_pending = Your shop is already waiting for review.
error-review_approved = Your shop is already approved.
error-review_not_submitted = This shop is not waiting for review.
error-nothing_to_review = This product is not waiting for a decision.
error-already_reported = You have already reported this product. The team will look at it.

error-import_running = Your earlier upload is still running. Wait for it to finish, then upload again.
error-not_found-import = There is no such upload.
error-not_found-import-report = This upload has not finished yet; its report is ready when it does.
